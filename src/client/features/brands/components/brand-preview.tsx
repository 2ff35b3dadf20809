import type { CSSProperties } from 'react';
import { themeVariables } from '../../../../shared/theme';
import type { BrandFormValues } from '../lib/brand-form';

/**
 * A LIVE PREVIEW of the header, a button and a card in the brand's colours: the theme's CSS
 * variables are set on this container only, so the manager itself keeps the site's look.
 */
export function BrandPreview({ values }: { values: BrandFormValues }) {
  const style = { ...themeVariables(values.theme), fontFamily: 'var(--brand-font)' } as CSSProperties;
  const name = values.name.trim() || 'Your brand';
  return (
    <section
      aria-label="Live preview"
      data-testid="brand-preview"
      style={style}
      className="bg-background text-foreground border-border overflow-hidden rounded-lg border"
    >
      <header className="border-border flex items-center justify-between gap-3 border-b px-4 py-3">
        <span className="flex min-w-0 items-center gap-2">
          {values.logo ? (
            <img src={values.logo} alt="" className="max-h-8 w-auto" />
          ) : (
            <span className="bg-primary text-primary-foreground grid size-8 place-items-center rounded-md text-sm font-bold">
              {name.charAt(0).toUpperCase()}
            </span>
          )}
          <span className="truncate font-semibold">{name}</span>
        </span>
        <span className="text-muted-foreground hidden text-sm sm:inline">{values.contact.phone || '+1 555 0100'}</span>
      </header>
      <div className="bg-muted grid gap-4 p-4">
        <div className="bg-card text-card-foreground border-border rounded-lg border p-4 shadow-sm">
          <p className="font-semibold">New York → London</p>
          <p className="text-muted-foreground text-sm">Round Trip · 1 passenger</p>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <span className="text-primary text-xl font-bold">$845</span>
            <span className="flex gap-2">
              <span className="bg-accent text-accent-foreground rounded-full px-2 py-0.5 text-xs font-semibold">
                Best price
              </span>
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <span className="bg-primary text-primary-foreground inline-flex h-9 items-center rounded-md px-4 text-sm font-medium">
            Search Flights
          </span>
          <span className="bg-secondary text-secondary-foreground inline-flex h-9 items-center rounded-md px-4 text-sm font-medium">
            View Details
          </span>
        </div>
      </div>
    </section>
  );
}
