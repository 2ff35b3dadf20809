import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * An icon centred on a tinted square, the mark of a feature, a service or a fact on the marketing
 * pages. The square's size, colour and corners come from the caller; the icon is decoration.
 */
export function IconTile({ icon: Icon, className, iconClassName = 'size-5' }: IconTileProps) {
  return (
    <span className={`grid place-items-center ${className}`}>
      <Icon className={iconClassName} aria-hidden="true" />
    </span>
  );
}

interface IconTileProps {
  icon: LucideIcon;
  className: string;
  iconClassName?: string;
}

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
}

/** The two looks of feature cards: the about page's values (smaller corners) and the landing page's reasons. */
const LOOKS = {
  values: {
    card: 'bg-card rounded-xl border p-6 shadow-sm',
    tile: 'bg-primary/10 text-primary size-10 rounded-lg',
    text: 'text-muted-foreground mt-2 text-sm leading-relaxed',
  },
  reasons: {
    card: 'bg-card rounded-2xl border p-6 shadow-sm',
    tile: 'bg-primary/10 text-primary size-11 rounded-xl',
    text: 'text-muted-foreground mt-1 text-sm',
  },
} as const;

/** A grid of cards of an icon, a title and a sentence; `className` lays out the grid. */
export function FeatureCards({
  items,
  look,
  className,
}: {
  items: readonly Feature[];
  look: keyof typeof LOOKS;
  className: string;
}) {
  const classes = LOOKS[look];
  return (
    <ul className={className}>
      {items.map(({ icon, title, text }) => (
        <li key={title} className={classes.card}>
          <IconTile icon={icon} className={classes.tile} />
          <h3 className="mt-4 font-semibold">{title}</h3>
          <p className={classes.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
