import { Link } from 'react-router';
import { useBrand } from '../../lib/brand';
import { cn } from '../../lib/utils';
import { AccountMenu } from './account-menu';
import { BrandLogo } from '../../components/brand-logo';
import { MobileMenu } from './mobile-menu';
import { HeaderPhone, NavLinks } from './nav';
import { useScrolled } from './use-scrolled';

/** Height of the fixed header; the layout pads the page by the same amount so nothing hides under it. */
export const HEADER_HEIGHT_CLASS = 'h-16';

/**
 * The fixed header (A2): transparent at the top of the page, white, blurred and shadowed
 * once scrolled more than 10 px. Nav from md up; below it the slide-out menu.
 */
export function SiteHeader() {
  const { brand } = useBrand();
  const scrolled = useScrolled();

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-200 print:hidden',
        scrolled ? 'bg-white/90 shadow-md backdrop-blur-md' : 'bg-transparent',
      )}
    >
      <div className={cn('mx-auto flex max-w-7xl items-center justify-between gap-4 px-4', HEADER_HEIGHT_CLASS)}>
        <Link to="/" className="flex min-w-0 items-center rounded-md">
          <BrandLogo brand={brand} />
        </Link>
        <nav aria-label="Main" className="hidden gap-1 md:flex">
          <NavLinks
            className={(isActive) =>
              cn(
                'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                isActive
                  ? 'bg-primary/10 text-primary-dark'
                  : 'text-foreground/80 hover:text-primary hover:bg-muted/70',
              )
            }
          />
        </nav>
        <div className="flex shrink-0 items-center gap-2 text-sm whitespace-nowrap">
          <HeaderPhone
            className="text-foreground hover:text-primary hidden items-center gap-2 rounded-md px-2 py-2 font-semibold lg:flex"
            iconClassName="text-primary size-4"
          />
          <div className="hidden md:block">
            <AccountMenu />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
