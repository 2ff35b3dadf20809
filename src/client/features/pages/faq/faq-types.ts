/** The FAQ's six tabs, in the order the spec gives them. */
export const FAQ_CATEGORIES = [
  { id: 'booking', label: 'Booking' },
  { id: 'payment', label: 'Payment' },
  { id: 'cancellations', label: 'Cancellations' },
  { id: 'changes', label: 'Changes' },
  { id: 'travel', label: 'Travel' },
  { id: 'account', label: 'Account' },
] as const;

export type FaqCategoryId = (typeof FAQ_CATEGORIES)[number]['id'];

/**
 * One question. Answers may name {brand}, {phone} and {email}: they are filled with the current
 * brand before they are shown or searched, so a search matches what the reader sees.
 */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  /** A page on this site that helps with the question. */
  link?: { to: string; label: string };
}

export type FaqContent = Record<FaqCategoryId, readonly FaqEntry[]>;
