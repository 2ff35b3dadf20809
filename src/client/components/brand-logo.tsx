import { Plane } from 'lucide-react';
import type { Brand } from '../../shared/schemas/brand';
import { cn } from '../lib/utils';

/**
 * The brand's logo (at most 40 px high, A9) or, without one, the built-in mark and the
 * brand name. The image carries the name as its text, so the link around it keeps its name.
 */
export function BrandLogo({ brand, className }: { brand: Brand; className?: string }) {
  if (brand.logo) {
    return <img src={brand.logo} alt={brand.name} className={cn('h-auto max-h-10 w-auto max-w-48', className)} />;
  }
  return (
    <span className={cn('flex min-w-0 items-center gap-2', className)}>
      <span className="bg-primary text-primary-foreground grid size-9 shrink-0 place-items-center rounded-lg shadow-sm">
        <Plane className="size-5 -rotate-45" aria-hidden="true" />
      </span>
      <span className="truncate text-lg font-bold tracking-tight">{brand.name}</span>
    </span>
  );
}
