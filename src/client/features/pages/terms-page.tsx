import { useBrand } from '../../lib/brand';
import { usePageMeta } from '../../rendering/page-meta';
import { LegalPage } from './legal/legal-page';
import { TERMS_BOOKING_SECTIONS } from './legal/terms-booking-sections';
import { TERMS_GENERAL_SECTIONS } from './legal/terms-general-sections';

const SECTIONS = [...TERMS_BOOKING_SECTIONS, ...TERMS_GENERAL_SECTIONS];

export function TermsPage() {
  const { brand } = useBrand();
  usePageMeta({
    title: 'Terms of Service',
    description: `The terms for booking flights with ${brand.name}: our role as your travel agent, prices and fees, changes, cancellations, refunds and your account.`,
    canonical: '/terms',
  });
  return (
    <LegalPage
      eyebrow="Legal"
      title="Terms of Service"
      intro={
        <p>
          The agreement between you and us when you use this site and book flights through it: what we do for you, what
          you can expect to pay, and what happens if plans change.
        </p>
      }
      sections={SECTIONS}
      brand={brand}
    />
  );
}
