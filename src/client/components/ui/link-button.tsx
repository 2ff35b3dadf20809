import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link, type To } from 'react-router';
import { Button } from './button';

type LinkButtonProps = Omit<ComponentProps<typeof Button>, 'asChild'> & { to: To; icon: LucideIcon };

/** A link drawn as a button, its icon before its words (the site's "Back to Search", "Sign In" and the like). */
export function LinkButton({ to, icon: Icon, children, ...props }: LinkButtonProps) {
  return (
    <Button asChild {...props}>
      <Link to={to}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
