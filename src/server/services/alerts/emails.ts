import { formatPrice } from '../../../shared/display';
import { fromMinorUnits } from '../../../shared/pricing';
import type { OutgoingEmail } from '../email';
import { alertRoute, type AlertSearch } from './search';

/* R51: the two e-mails of a price alert, kept apart from the rules that send them. */

const route = (search: AlertSearch) => {
  const { origin, destination, returnDate } = alertRoute(search);
  return `${origin} to ${destination}${returnDate ? ' and back' : ''}`;
};

const dates = (search: AlertSearch) => {
  const { departureDate, returnDate } = alertRoute(search);
  return returnDate ? `${departureDate} - ${returnDate}` : departureDate;
};

const subjectRoute = (search: AlertSearch) => {
  const { origin, destination } = alertRoute(search);
  return `${origin} to ${destination}`;
};

export interface DropEmailInput {
  to: string;
  brand: { id: string; name: string };
  search: AlertSearch;
  currency: string;
  beforeMinor: number;
  nowMinor: number;
  searchUrl: string;
  unsubscribeUrl: string;
  manageUrl: string | undefined;
}

/** The price-drop e-mail, with RFC 8058's one-click unsubscribe headers. */
export function priceDropEmail(input: DropEmailInput): OutgoingEmail {
  const money = (minor: number) => formatPrice(fromMinorUnits(minor, input.currency), input.currency);
  const now = money(input.nowMinor);
  return {
    kind: 'price_alert',
    to: input.to,
    brandId: input.brand.id,
    subject: `Price drop: ${subjectRoute(input.search)} now from ${now}`,
    text: [
      `Good news: the flights you are tracking with ${input.brand.name} are cheaper.`,
      '',
      `${route(input.search)}, ${dates(input.search)}`,
      `Was from ${money(input.beforeMinor)}, now from ${now} (${money(input.beforeMinor - input.nowMinor)} less).`,
      '',
      `See the flights: ${input.searchUrl}`,
      '',
      'Prices change often and are confirmed only when you book.',
      ...(input.manageUrl ? [`Manage your price alerts: ${input.manageUrl}`] : []),
      `Stop these e-mails: ${input.unsubscribeUrl}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A visitor's alert works once its address is confirmed (anyone can type anyone's address). */
export function confirmAlertEmail(input: {
  to: string;
  brand: { id: string; name: string };
  search: AlertSearch;
  confirmUrl: string;
  confirmToken: string;
}): OutgoingEmail {
  return {
    kind: 'price_alert_confirm',
    to: input.to,
    brandId: input.brand.id,
    subject: `Confirm your price alert: ${subjectRoute(input.search)}`,
    text: [
      `Someone asked ${input.brand.name} to e-mail this address when the price of these flights drops:`,
      '',
      `${route(input.search)}, ${dates(input.search)}`,
      '',
      `To turn the alert on, open: ${input.confirmUrl}`,
      '',
      'If it was not you, ignore this e-mail: nothing will be sent.',
    ].join('\n'),
    secrets: [input.confirmToken],
  };
}
