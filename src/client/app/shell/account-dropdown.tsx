import { ChevronDown, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { displayName } from '../../lib/auth';
import { useLogout } from '../../features/account/api/logout';
import { accountLinks } from './account-links';
import { UserAvatar } from '../../components/user-avatar';

/**
 * The signed-in header's 'My Account' menu. Its own chunk (Radix menu and Floating UI), fetched
 * only once someone is known to be signed in: an anonymous first paint does not download it.
 */
export function AccountDropdown({ user }: { user: CurrentUser }) {
  const logout = useLogout();

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-2" aria-label={`My Account: ${displayName(user)}`}>
          <UserAvatar user={user} />
          <span className="max-w-40 truncate font-medium">{displayName(user)}</span>
          <ChevronDown className="text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          <span className="block">My Account</span>
          <span className="text-muted-foreground block truncate text-xs font-normal">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinks(user).map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
