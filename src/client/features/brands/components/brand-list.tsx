import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { resolveBrandId } from '../../../../shared/brand-resolution';
import type { AdminBrand } from '../../../../shared/schemas/brand';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

const DEFAULT_ID = 'default';

/** Where to see a brand: on localhost (and IPs) ?brand={id}; elsewhere its first domain. */
export function visitUrl(brand: AdminBrand, host = window.location.host): string {
  const byQuery = resolveBrandId(host, '?brand=probe') === 'probe';
  if (!byQuery && brand.domains[0]) return `https://${brand.domains[0]}/`;
  return `/?brand=${encodeURIComponent(brand.id)}`;
}

export function BrandList(props: {
  brands: AdminBrand[];
  onEdit: (brand: AdminBrand) => void;
  onDelete: (brand: AdminBrand) => void;
}) {
  return (
    <ul className="grid gap-3" aria-label="Brands">
      {props.brands.map((brand) => (
        <li
          key={brand.id}
          className="border-border bg-card flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:gap-4"
        >
          <div className="flex min-w-0 flex-1 items-center gap-4">
            <span
              className="size-10 shrink-0 rounded-md border"
              style={{
                background: `linear-gradient(135deg, ${brand.theme.primary} 50%, ${brand.theme.secondary} 50%)`,
              }}
              aria-hidden="true"
            />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {brand.name}
                {brand.id === DEFAULT_ID ? <Badge variant="outline">Default</Badge> : null}
              </p>
              <p className="text-muted-foreground text-sm break-words">
                <span className="font-mono">{brand.id}</span> · {brand.domains.join(', ') || 'no domains'} · markup{' '}
                {(brand.markupBasisPoints / 100).toLocaleString('en-US')}%
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="ghost" size="sm">
              <a href={visitUrl(brand)} target="_blank" rel="noreferrer" aria-label={`Visit ${brand.name}`}>
                <ExternalLink aria-hidden="true" />
                Visit
              </a>
            </Button>
            <Button variant="outline" size="sm" onClick={() => props.onEdit(brand)} aria-label={`Edit ${brand.name}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            {brand.id === DEFAULT_ID ? null : (
              <Button
                variant="outline"
                size="sm"
                onClick={() => props.onDelete(brand)}
                aria-label={`Delete ${brand.name}`}
                className="text-destructive"
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
