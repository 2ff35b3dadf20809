import { useBrand } from '../../lib/brand';
import { usePageMeta } from '../../rendering/page-meta';
import { LegalPage } from './legal/legal-page';
import { PRIVACY_SECTIONS } from './legal/privacy-sections';

export function PrivacyPage() {
  const { brand } = useBrand();
  usePageMeta({
    title: 'Privacy Policy',
    description: `How ${brand.name} collects, uses and protects your personal information when you search and book flights, and the rights you have over it.`,
    canonical: '/privacy',
  });
  return (
    <LegalPage
      eyebrow="Legal"
      title="Privacy Policy"
      intro={
        <p>
          Booking a flight means trusting us with your name, passport and payment. This policy explains, in plain words,
          what we collect, why, who sees it and how you stay in control.
        </p>
      }
      sections={PRIVACY_SECTIONS}
      brand={brand}
    />
  );
}
