import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { useCurrentUser } from '../../lib/auth';
import { SignInLinks } from './sign-in-links';

const AccountDropdown = lazy(async () => ({ default: (await import('./account-dropdown')).AccountDropdown }));

const placeholder = <Skeleton className="h-9 w-36" aria-hidden="true" />;

/** The header's account area from the md breakpoint up: Sign In / Sign Up, or the 'My Account' menu. */
export function AccountMenu() {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return placeholder;

  if (!user) {
    return <SignInLinks className="flex items-center gap-2" signInVariant="ghost" size="sm" />;
  }

  return (
    <Suspense fallback={placeholder}>
      <AccountDropdown user={user} />
    </Suspense>
  );
}
