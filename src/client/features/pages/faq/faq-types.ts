import FAQ from './faq.json';

/** The FAQ's words (faq.json), as written: answers still name {brand}, {phone} and {email}. */
export const FAQ_TEXT = FAQ;

export type FaqCategoryId = keyof typeof FAQ;

/** The FAQ's six tabs, in the order the spec gives them (faq.json keeps that order). */
export const FAQ_CATEGORIES: readonly { id: FaqCategoryId; label: string }[] = (
  Object.keys(FAQ) as FaqCategoryId[]
).map((id) => ({ id, label: FAQ[id].label }));

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
