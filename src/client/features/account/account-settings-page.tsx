import { Lock, User, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { DeleteAccountCard } from './components/delete-account-card';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { SignInRequired } from '../../components/sign-in-required';
import { displayName, useCurrentUser } from '../../lib/auth';
import { UserAvatar } from '../../components/user-avatar';
import { usePageMeta } from '../../rendering/page-meta';
import { ChangePasswordForm } from './components/change-password-form';
import { EmailConfirmationNotice } from './components/email-confirmation-notice';
import { ProfileCard } from './components/profile-card';
import { SecurityOverview } from './components/security-overview';

export const ACCOUNT_SETTINGS_LOGIN = '/login?redirect=/account-settings';

const TABS = [
  { value: 'profile', label: 'Profile', icon: User },
  { value: 'security', label: 'Security', icon: Lock },
] as const;

export function AccountSettingsPage() {
  usePageMeta({ title: 'Account settings' });
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isLoading && !user) void navigate(ACCOUNT_SETTINGS_LOGIN, { replace: true });
  }, [isLoading, user, navigate]);

  if (isLoading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading account" />
      </div>
    );
  }

  if (!user) {
    return (
      <SignInRequired
        message="You need to be logged in to access account settings."
        loginHref={ACCOUNT_SETTINGS_LOGIN}
      />
    );
  }

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <div className="mb-8 flex items-center gap-4">
        <UserAvatar user={user} className="size-14 text-xl" />
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Account Settings</h1>
          <p className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
            <span className="truncate">
              {displayName(user)} · {user.email}
            </span>
            {user.isAdmin ? <Badge variant="info">Admin</Badge> : null}
          </p>
        </div>
      </div>
      {user.emailVerified ? null : (
        <div className="mb-6">
          <EmailConfirmationNotice email={user.email} />
        </div>
      )}
      <Tabs defaultValue="profile" className="grid gap-4">
        <TabsList className="w-full justify-start sm:w-auto">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="flex-1 sm:flex-none">
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile" className="grid gap-6">
          <ProfileCard user={user} />
          <Card>
            <CardContent className="flex flex-wrap items-center justify-between gap-3 p-5">
              <div>
                <h2 className="font-semibold">Saved travellers</h2>
                <p className="text-muted-foreground text-sm">
                  You, your family and colleagues, ready for the booking form.
                </p>
              </div>
              <Button asChild variant="outline">
                <Link to="/account/travellers">
                  <Users aria-hidden="true" /> Manage saved travellers
                </Link>
              </Button>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="security" className="grid gap-6">
          <ChangePasswordForm />
          <SecurityOverview twoFactorEnabled={user.twoFactorEnabled} />
          <DeleteAccountCard />
        </TabsContent>
      </Tabs>
    </section>
  );
}
