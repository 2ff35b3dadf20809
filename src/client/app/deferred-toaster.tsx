import { lazy, Suspense, useState } from 'react';
import { useToast } from '../components/ui/use-toast';

const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }));

/**
 * The Toaster, downloaded with Radix Toast only when the first toast is raised: most visits never
 * show one, and the first paint should not wait for it. `toast()` writes to a store that lives
 * outside React, so a toast raised before this loads is shown as soon as it has.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  // Once needed, kept: the Toaster animates toasts out and keeps the region for the next one.
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
