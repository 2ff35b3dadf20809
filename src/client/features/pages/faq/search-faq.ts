import { FAQ_CATEGORIES, type FaqCategoryId, type FaqContent, type FaqEntry } from './faq-types';

export interface FaqResultGroup {
  category: FaqCategoryId;
  label: string;
  entries: readonly FaqEntry[];
}

/**
 * Case-insensitive search over questions and answers. Every word of the query must appear
 * somewhere in the question or its answer, so 'refund card' finds the answer that mentions both
 * even when they are not side by side. Results keep the tabs' order; empty groups are left out.
 * An empty query returns null: no search, the tabs show again.
 */
export function searchFaq(content: FaqContent, query: string): FaqResultGroup[] | null {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  return FAQ_CATEGORIES.map(({ id, label }) => ({
    category: id,
    label,
    entries: content[id].filter((entry) => {
      const text = `${entry.question}\n${entry.answer}`.toLocaleLowerCase();
      return words.every((word) => text.includes(word));
    }),
  })).filter((group) => group.entries.length > 0);
}
