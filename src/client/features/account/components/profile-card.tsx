import { format } from 'date-fns';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

function createdOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : format(date, 'MMMM d, yyyy');
}

/** Read-only profile: username, e-mail and when the account was created. */
export function ProfileCard({ user }: { user: CurrentUser }) {
  const rows = [
    { id: 'profile-username', label: 'Username', value: user.username },
    { id: 'profile-email', label: 'Email', value: user.email },
    { id: 'profile-created', label: 'Account Created', value: createdOn(user.createdAt) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Profile Information</CardTitle>
        <CardDescription>Your account details. Contact support to change them.</CardDescription>
      </CardHeader>
      <CardContent className="grid max-w-md gap-4">
        {rows.map((row) => (
          <div key={row.id} className="grid gap-2">
            <Label htmlFor={row.id}>{row.label}</Label>
            <Input id={row.id} value={row.value} readOnly className="bg-muted/50" />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
