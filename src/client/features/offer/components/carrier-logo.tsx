import { useState } from 'react';
import { cn } from '../../../lib/utils';

interface CarrierLogoProps {
  name: string;
  code: string | null;
  logoUrl: string | null;
  className?: string;
}

/**
 * The airline's logo, or its code on a tile when there is none or it fails to load. Decorative:
 * the carrier's name is always written beside it.
 */
export function CarrierLogo({ name, code, logoUrl, className }: CarrierLogoProps) {
  const [failed, setFailed] = useState(false);
  const box = cn('grid size-10 shrink-0 place-items-center overflow-hidden rounded-md border bg-white', className);
  if (!logoUrl || failed) {
    return (
      <span aria-hidden="true" className={cn(box, 'bg-muted text-muted-foreground text-xs font-bold')}>
        {(code ?? name).slice(0, 3).toUpperCase()}
      </span>
    );
  }
  return (
    <span className={box}>
      <img
        src={logoUrl}
        alt=""
        width={32}
        height={32}
        loading="lazy"
        decoding="async"
        className="size-8 object-contain"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
