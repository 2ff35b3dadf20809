import { CircleCheck, MailCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Link, useLocation } from 'react-router';
import { MESSAGES } from '../../../shared/schemas/auth';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../../lib/auth';
import { PENDING_EMAIL_CONFIRMATION_KEY } from '../../lib/storage-keys';
import { usePageMeta } from '../../rendering/page-meta';
import { useVerifyEmail } from './api/verify-email';
import { AuthCard, AuthCardLink } from './components/auth-card';

const SIGN_IN_TO_CONFIRM = '/login?redirect=/verify-email';
const TITLE = 'Confirm your e-mail address';

/** The card while the address is not confirmed yet: the page's own title under the mail icon. */
function ConfirmCard(props: Omit<ComponentProps<typeof AuthCard>, 'icon' | 'title'>) {
  return <AuthCard icon={MailCheck} title={TITLE} {...props} />;
}

/** The token from the link's fragment (never sent to a server), or the one kept while its owner signed in. */
function useLinkToken(): string {
  const { hash } = useLocation();
  const [token] = useState(() => {
    const fromLink = new URLSearchParams(hash.replace(/^#/, '')).get('token');
    if (fromLink) return fromLink;
    try {
      return sessionStorage.getItem(PENDING_EMAIL_CONFIRMATION_KEY) ?? '';
    } catch {
      return '';
    }
  });
  return token;
}

function keepWhileSigningIn(token: string) {
  try {
    sessionStorage.setItem(PENDING_EMAIL_CONFIRMATION_KEY, token);
  } catch {
    // Storage refused (private mode): the owner opens the link again after signing in.
  }
}

function forget() {
  try {
    sessionStorage.removeItem(PENDING_EMAIL_CONFIRMATION_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * R30: the page a confirmation link opens. Only the account's signed-in owner can use it (a click
 * alone would let someone who registered with a stranger's address have the stranger confirm it).
 */
export function VerifyEmailPage() {
  usePageMeta({ title: TITLE });
  const token = useLinkToken();
  const { user, isLoading } = useCurrentUser();
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || isLoading || !user || sent.current) return;
    sent.current = true;
    forget();
    verify.mutate(token);
  }, [token, isLoading, user, verify]);

  if (!token) {
    return (
      <ConfirmCard description="Open the link from your e-mail.">
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Invalid link</AlertTitle>
          <AlertDescription>{MESSAGES.verifyLinkInvalid}</AlertDescription>
        </Alert>
      </ConfirmCard>
    );
  }

  if (!isLoading && !user) {
    return (
      <ConfirmCard
        description="Sign in to the account this address belongs to, and we will confirm it."
        footer={
          <AuthCardLink question="Don't know the password?" to="/forgot-password">
            Reset it through this address
          </AuthCardLink>
        }
      >
        <Button asChild size="lg" className="w-full">
          <Link to={SIGN_IN_TO_CONFIRM} onClick={() => keepWhileSigningIn(token)}>
            Sign In to Confirm
          </Link>
        </Button>
      </ConfirmCard>
    );
  }

  if (verify.isSuccess) {
    const added = verify.data.tripsAdded;
    return (
      <AuthCard icon={CircleCheck} title="E-mail address confirmed" description={verify.data.message}>
        <div className="grid gap-4">
          {added > 0 ? (
            <Alert variant="success" role="status">
              <CircleCheck aria-hidden="true" />
              <AlertTitle>
                {added === 1 ? '1 trip added to your account' : `${added} trips added to your account`}
              </AlertTitle>
              <AlertDescription>Trips booked with this address are now in My Trips.</AlertDescription>
            </Alert>
          ) : null}
          <Button asChild size="lg" className="w-full">
            <Link to="/my-trips">View My Trips</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (verify.isError) {
    return (
      <ConfirmCard description="The link could not be used.">
        <div className="grid gap-4">
          <Alert variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>Not confirmed</AlertTitle>
            <AlertDescription>{verify.error.message}</AlertDescription>
          </Alert>
          <Button asChild variant="outline" className="w-full">
            <Link to="/account-settings">Go to Account Settings</Link>
          </Button>
        </div>
      </ConfirmCard>
    );
  }

  return (
    <div className="flex justify-center py-24">
      <Spinner label="Confirming your e-mail address" />
    </div>
  );
}
