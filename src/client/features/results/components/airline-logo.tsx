import { useCallback, useState } from 'react';
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
  // A page the server rendered may have failed to load the image before React was listening for
  // onError. Once per image: a settled image that will not decode failed (an SVG can report no
  // natural width and still be fine).
  const checkEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0) img.decode().catch(() => setFailedUrl(logoUrl ?? null));
    },
    [logoUrl],
  );
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
      ref={checkEarlyFailure}
      // Transparent text: a logo that fails before the page is hydrated shows an empty disc, not its alt text.
      className={cn(box, 'border-border bg-white object-contain p-1 text-transparent')}
    />
  );
}
