import { FAQ_CATEGORIES, FAQ_TEXT, type FaqCategoryId, type FaqContent, type FaqEntry } from './faq-types';

export interface BrandWords {
  name: string;
  phone: string;
  email: string;
}

function fill(text: string, brand: BrandWords): string {
  return text.replaceAll('{brand}', brand.name).replaceAll('{phone}', brand.phone).replaceAll('{email}', brand.email);
}

/** The FAQ as the reader sees it: every answer written with this brand's name, phone and e-mail. */
export function faqContent(brand: BrandWords): FaqContent {
  const filled = (entries: readonly FaqEntry[]) =>
    entries.map((entry) => ({ ...entry, question: fill(entry.question, brand), answer: fill(entry.answer, brand) }));
  return Object.fromEntries(FAQ_CATEGORIES.map(({ id }) => [id, filled(FAQ_TEXT[id].entries)])) as Record<
    FaqCategoryId,
    FaqEntry[]
  >;
}
