import { usePageMeta } from '../lib/page-meta';

/**
 * Stands in for a screen whose issue has not landed yet, so every route of the table
 * resolves. Each is replaced by its feature's screen; none is shipped as finished.
 */
export function PendingScreen({ title }: { title: string }) {
  usePageMeta({ title });
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-muted-foreground mt-3">This part of the site is being built and will open soon.</p>
    </section>
  );
}
