import { cn } from '../../../lib/utils';
// `?no-inline`: its own long-cached file, not a string inside the page's JavaScript.
import heroArtUrl from './hero-art.svg?no-inline';

/**
 * The hero's picture: a flight path between glowing cities over a dotted globe. Decoration only
 * (empty alt); the classes give its height, the width follows the 3:2 drawing, so nothing moves
 * when it arrives.
 */
export function HeroArt({ className }: { className?: string }) {
  return (
    <img
      src={heroArtUrl}
      alt=""
      width={600}
      height={400}
      decoding="async"
      fetchPriority="low"
      className={cn('w-auto max-w-none', className)}
    />
  );
}
