import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useCurrentUser } from '../../lib/auth';

const AccountDropdown = lazy(async () => ({ default: (await import('./account-dropdown')).AccountDropdown }));

const placeholder = <Skeleton className="h-9 w-36" aria-hidden="true" />;

/** The header's account area from the md breakpoint up: Sign In / Sign Up, or the 'My Account' menu. */
export function AccountMenu() {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return placeholder;

  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to="/login">Sign In</Link>
        </Button>
        <Button asChild size="sm">
          <Link to="/register">Sign Up</Link>
        </Button>
      </div>
    );
  }

  return (
    <Suspense fallback={placeholder}>
      <AccountDropdown user={user} />
    </Suspense>
  );
}
