import { BOOKING_FAQ, PAYMENT_FAQ } from './entries-booking-payment';
import { CANCELLATIONS_FAQ, CHANGES_FAQ } from './entries-cancellations-changes';
import { ACCOUNT_FAQ, TRAVEL_FAQ } from './entries-travel-account';
import type { FaqContent, FaqEntry } from './faq-types';

const RAW: FaqContent = {
  booking: BOOKING_FAQ,
  payment: PAYMENT_FAQ,
  cancellations: CANCELLATIONS_FAQ,
  changes: CHANGES_FAQ,
  travel: TRAVEL_FAQ,
  account: ACCOUNT_FAQ,
};

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
  const filled = (id: keyof FaqContent) =>
    RAW[id].map((entry: FaqEntry) => ({
      ...entry,
      question: fill(entry.question, brand),
      answer: fill(entry.answer, brand),
    }));
  return {
    booking: filled('booking'),
    payment: filled('payment'),
    cancellations: filled('cancellations'),
    changes: filled('changes'),
    travel: filled('travel'),
    account: filled('account'),
  };
}
