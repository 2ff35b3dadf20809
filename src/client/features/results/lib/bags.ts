import { BAG_CHOICES, type BagChoice, type PriceWithBags } from '../../../../shared/bags';

/* R54: the results page's Bags choice, kept in the URL as bags=cabin|checked (none by default). */

export const BAG_OPTIONS: readonly { value: BagChoice | 'none'; label: string }[] = [
  { value: 'none', label: 'No bags' },
  { value: 'cabin', label: '1 cabin bag' },
  { value: 'checked', label: '1 checked bag' },
];

export function readBags(params: URLSearchParams): BagChoice | null {
  const value = params.get('bags');
  return BAG_CHOICES.find((choice) => choice === value) ?? null;
}

export function writeBags(params: URLSearchParams, choice: BagChoice | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (choice) next.set('bags', choice);
  else next.delete('bags');
  return next;
}

/** The card's words for its price with bags: 'incl. 1 checked bag', 'Checked bag not available'... */
export function bagPriceNote(choice: BagChoice, price: PriceWithBags): { text: string; known: boolean } {
  const bag = choice === 'cabin' ? 'cabin bag' : 'checked bag';
  const Bag = choice === 'cabin' ? 'Cabin bag' : 'Checked bag';
  if (price.status === 'unavailable') return { text: `${Bag} not available`, known: false };
  if (price.status === 'unknown') return { text: 'Bag price at booking', known: false };
  return { text: `incl. 1 ${bag}`, known: true };
}
