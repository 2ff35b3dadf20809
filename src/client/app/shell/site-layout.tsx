import { Plane } from 'lucide-react';
import { Suspense } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router';
import { DEFAULT_BRAND } from '../../../shared/brand';
import { cn } from '../../lib/utils';
import { AccountMenu } from './account-menu';
import { MobileMenu } from './mobile-menu';
import { NAV } from './nav';

/** The frame every screen sits in. The full header and footer arrive with the shell issue. */
export function SiteLayout() {
  const brand = DEFAULT_BRAND;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
          <Link to="/" className="flex min-w-0 items-center gap-2 text-base font-semibold sm:text-lg">
            <span className="bg-primary text-primary-foreground grid size-8 shrink-0 place-items-center rounded-md">
              <Plane className="size-4" aria-hidden="true" />
            </span>
            <span className="truncate">{brand.name}</span>
          </Link>
          <nav aria-label="Main" className="hidden gap-1 md:flex">
            {NAV.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-3 py-2 text-sm font-medium hover:bg-muted',
                    isActive ? 'text-primary' : 'text-muted-foreground',
                  )
                }
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="flex shrink-0 items-center gap-1 text-sm whitespace-nowrap">
            <div className="hidden md:block">
              <AccountMenu />
            </div>
            <MobileMenu />
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Suspense fallback={<p className="text-muted-foreground p-8 text-center">Loading...</p>}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="bg-muted border-t">
        <div className="text-muted-foreground mx-auto max-w-7xl px-4 py-6 text-sm">
          © 2025 {brand.name}. All rights reserved.
        </div>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
