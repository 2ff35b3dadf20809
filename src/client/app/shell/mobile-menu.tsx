import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { prefetchOnApproach } from '../../lib/prefetch';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(async () => ({ default: (await loadSheet()).MobileMenuSheet }));

/**
 * Below the md breakpoint: the button that opens the slide-out. The slide-out (with Radix Dialog)
 * is fetched when a finger or pointer first comes near the button, and kept once loaded.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...prefetchOnApproach(loadSheet)}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
