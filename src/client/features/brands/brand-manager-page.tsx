import { lazy, Suspense } from 'react';
import { usePageMeta } from '../../rendering/page-meta';

// The manager (its form, preview and the theme code) is its own chunk, fetched when this page shows.
const BrandManager = lazy(() => import('./brand-manager'));

/** /admin/brands (A2): the brand manager, loaded lazily with the spec's fallback text. */
export function BrandManagerPage() {
  usePageMeta({ title: 'Brand manager' });
  return (
    <Suspense fallback={<p className="text-muted-foreground px-4 py-24 text-center">Loading brand manager...</p>}>
      <BrandManager />
    </Suspense>
  );
}
