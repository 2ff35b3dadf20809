import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from './ui/alert';
import { Button } from './ui/button';

/** A signed-in page seen signed out (while it sends the visitor to sign in): what it needs, and the way. */
export function SignInRequired({ message, loginHref }: { message: string; loginHref: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <Alert variant="warning">
        <ShieldAlert aria-hidden="true" />
        <AlertTitle>Authentication Required</AlertTitle>
        <AlertDescription>
          <p>{message}</p>
          <Button asChild size="sm" className="mt-2">
            <Link to={loginHref}>Sign In</Link>
          </Button>
        </AlertDescription>
      </Alert>
    </section>
  );
}
