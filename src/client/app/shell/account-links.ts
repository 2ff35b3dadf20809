import { LayoutDashboard, Plane, Settings, Users, type LucideIcon } from 'lucide-react';
import type { CurrentUser } from '../../../shared/schemas/auth';

export interface AccountLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The 'My Account' entries: Admin Panel only for admins. Sign Out is a button, added by each menu. */
export function accountLinks(user: CurrentUser): AccountLink[] {
  return [
    { to: '/account-settings', label: 'Settings', icon: Settings },
    { to: '/account/travellers', label: 'Saved travellers', icon: Users },
    { to: '/my-trips', label: 'My Trips', icon: Plane },
    ...(user.isAdmin ? [{ to: '/admin-settings', label: 'Admin Panel', icon: LayoutDashboard }] : []),
  ];
}
