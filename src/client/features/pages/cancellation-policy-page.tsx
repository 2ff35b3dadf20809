import { useBrand } from '../../lib/brand';
import { usePageMeta } from '../../rendering/page-meta';
import { CANCELLATION_FEE_SECTIONS } from './legal/cancellation-fee-sections';
import { CancellationQuickReference } from './legal/cancellation-reference';
import { CANCELLATION_REFUND_SECTIONS } from './legal/cancellation-refund-sections';
import { LegalPage } from './legal/legal-page';

const SECTIONS = [...CANCELLATION_FEE_SECTIONS, ...CANCELLATION_REFUND_SECTIONS];

export function CancellationPolicyPage() {
  const { brand } = useBrand();
  usePageMeta({
    title: 'Cancellation & Refund Policy',
    description: `How to cancel or change a flight booked with ${brand.name}: free 24-hour cancellation, service and airline fees, fee waivers and refund timing.`,
    canonical: '/cancellation-policy',
  });
  return (
    <LegalPage
      eyebrow="Policies"
      title="Cancellation & Refund Policy"
      intro={
        <p>
          Plans change. Here is what it costs to cancel or change a booking, how to do it, and how long your money takes
          to come back.
        </p>
      }
      lead={<CancellationQuickReference />}
      sections={SECTIONS}
      brand={brand}
    />
  );
}
