import { useState } from 'react';
import { cn } from '../../../lib/utils';
import { airlineInitials } from '../lib/airlines';

interface AirlineLogoProps {
  name: string;
  code?: string | null;
  logoUrl?: string | null;
  className?: string;
}

/** The airline's logo, or its initials in a disc of the same size when there is none or it fails to load. */
export function AirlineLogo({ name, code, logoUrl, className }: AirlineLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = cn('size-10 shrink-0 rounded-full', className);
  if (!logoUrl || failedUrl === logoUrl) {
    return (
      <span
        role="img"
        aria-label={`${name} logo`}
        className={cn(box, 'bg-muted text-foreground grid place-items-center text-xs font-bold tracking-wide')}
      >
        {airlineInitials(name, code)}
      </span>
    );
  }
  return (
    <img
      src={logoUrl}
      alt={`${name} logo`}
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(logoUrl)}
      // A page the server rendered may have failed to load the image before React was listening.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) setFailedUrl(logoUrl);
      }}
      className={cn(box, 'border-border bg-white object-contain p-1')}
    />
  );
}
