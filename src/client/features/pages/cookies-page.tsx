import { useBrand } from '../../lib/brand';
import { usePageMeta } from '../../rendering/page-meta';
import { COOKIE_SECTIONS } from './legal/cookies-sections';
import { LegalPage } from './legal/legal-page';

export function CookiesPage() {
  const { brand } = useBrand();
  usePageMeta({
    title: 'Cookie Policy',
    description: `The cookies and browser storage ${brand.name} uses, how long each lasts, and how to accept or decline analytics.`,
    canonical: '/cookies',
  });
  return (
    <LegalPage
      eyebrow="Legal"
      title="Cookie Policy"
      intro={
        <p>
          We keep cookies to the few the site needs to work. Analytics are optional, off until you say yes, and you can
          change your mind at any time.
        </p>
      }
      sections={COOKIE_SECTIONS}
      brand={brand}
    />
  );
}
