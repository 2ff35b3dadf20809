import { Headphones, LogOut, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Separator } from '../../components/ui/separator';
import { displayName, useCurrentUser } from '../../lib/auth';
import { useBrand } from '../../lib/brand';
import { cn } from '../../lib/utils';
import { useLogout } from '../../features/account/api/logout';
import { accountLinks } from './account-links';
import { HeaderPhone, NavLinks } from './nav';
import { SignInLinks } from './sign-in-links';
import { UserAvatar } from '../../components/user-avatar';

const rowClass = 'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-muted';

interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's menu button: focus goes back to it when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The slide-out of the mobile menu: the nav links, the account block and 24/7 support. Loaded on
 * the first press of the menu button (mobile-menu.tsx), so Radix Dialog is not in the first paint.
 */
export function MobileMenuSheet({ open, onOpenChange, trigger }: MobileMenuSheetProps) {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const close = () => onOpenChange(false);
  const { brand } = useBrand();

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 md:hidden" />
        <DialogPrimitive.Content
          className="bg-background fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col overflow-y-auto shadow-xl focus-visible:outline-hidden md:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to its own Trigger; the button that opened this is ours.
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className="flex h-16 items-center justify-between border-b px-4">
            <DialogPrimitive.Title className="text-base font-semibold">{brand.name}</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X className="size-5" aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>

          <nav aria-label="Mobile" className="grid gap-1 p-3">
            <NavLinks
              onClick={close}
              className={(isActive) => cn(rowClass, isActive ? 'text-primary bg-primary/5' : 'text-foreground')}
            />
          </nav>
          <Separator />

          <div className="grid gap-2 p-4">
            {user ? (
              <>
                <p className="text-muted-foreground px-1 text-xs font-semibold tracking-wide uppercase">My Account</p>
                <div className="flex items-center gap-3 px-1 pb-2">
                  <UserAvatar user={user} className="size-10 text-base" />
                  <div className="min-w-0">
                    <p className="truncate font-medium">{displayName(user)}</p>
                    <p className="text-muted-foreground truncate text-sm">{user.email}</p>
                  </div>
                </div>
                {accountLinks(user).map(({ to, label, icon: Icon }) => (
                  <Link key={to} to={to} onClick={close} className={rowClass}>
                    <Icon className="text-muted-foreground size-4" aria-hidden="true" />
                    {label}
                  </Link>
                ))}
                <button
                  type="button"
                  className={cn(rowClass, 'text-destructive w-full cursor-pointer text-left')}
                  disabled={logout.isPending}
                  onClick={() => logout.mutate()}
                >
                  <LogOut className="size-4" aria-hidden="true" />
                  Sign Out
                </button>
              </>
            ) : (
              <SignInLinks className="grid grid-cols-2 gap-2" signInVariant="outline" onClick={close} />
            )}
          </div>

          <div className="mt-auto p-4">
            <div className="bg-primary/5 border-primary/20 rounded-lg border p-4">
              <p className="flex items-center gap-2 text-sm font-semibold">
                <Headphones className="text-primary size-4" aria-hidden="true" />
                24/7 Support
              </p>
              <p className="text-muted-foreground mt-1 text-sm">Questions about a booking? Call us any time.</p>
              <HeaderPhone className="text-primary mt-3 flex items-center gap-2 font-semibold" iconClassName="size-4" />
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
