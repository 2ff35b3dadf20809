import { KeyRound, LogIn, Mail } from 'lucide-react';
import { Link } from 'react-router';
import type { CreateBookingResponse } from '../../../../shared/schemas/booking';
import { Notice } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from './copy-button';

type AccountInfo = NonNullable<CreateBookingResponse['accountInfo']>;

function Secret({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground text-xs font-medium">{label}</dt>
      <dd className="flex items-center gap-2">
        <code className="bg-muted min-w-0 flex-1 rounded-md px-3 py-2 font-mono text-sm break-all" aria-label={label}>
          {value}
        </code>
        <CopyButton text={value} what={label} />
      </dd>
    </div>
  );
}

/** R6: the new account's sign-in details, shown this once, also e-mailed. */
export function NewAccountDetails({ account }: { account: AccountInfo }) {
  return (
    <Notice
      variant="success"
      role="region"
      aria-label="Your new account"
      icon={KeyRound}
      title="Your account has been created"
      descriptionClassName="grid gap-3"
    >
      <p>You are signed in. Keep these details: the password is shown only this once.</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Secret label="Username" value={account.username} />
        <Secret label="Password" value={account.password} />
      </dl>
      <p className="flex items-center gap-2">
        <Mail className="size-4 shrink-0" aria-hidden="true" />
        <span>We have also e-mailed these details to {account.email}</span>
      </p>
    </Notice>
  );
}

/** R30: the address has an account whose owner has not confirmed it; the trip waits for them. */
export function ConfirmEmailToSeeTrip({ email }: { email: string }) {
  return (
    <Notice
      variant="info"
      role="status"
      icon={Mail}
      title="Confirm your e-mail address to see this trip in your account"
    >
      <p>
        {email} belongs to an account whose address has not been confirmed yet. We have e-mailed a link to {email}: once
        the address is confirmed, this booking appears in My Trips. Your booking is confirmed either way, and its
        details are in your confirmation e-mail.
      </p>
    </Notice>
  );
}

/** R6: the e-mail already had an account; nobody was signed in. */
export function SignInToSeeTrip({ email }: { email: string }) {
  return (
    <Notice
      variant="info"
      role="status"
      icon={LogIn}
      title="Booking added to your account"
      descriptionClassName="grid gap-2"
    >
      <p>This booking has been added to the account for {email}. Sign in to see it in My Trips.</p>
      <div>
        <Button asChild size="sm">
          <Link to="/login?redirect=/my-trips">Sign In</Link>
        </Button>
      </div>
    </Notice>
  );
}
