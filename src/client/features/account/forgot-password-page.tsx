import { KeyRound, MailCheck } from 'lucide-react';
import { ForgotPasswordSchema } from '../../../shared/schemas/auth';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/submit-button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { usePageMeta } from '../../rendering/page-meta';
import { useRequestPasswordReset } from './api/forgot-password';
import { AuthCard, AuthCardLink } from './components/auth-card';
import { Field } from '../../components/ui/field';
import { useSchemaForm } from '../../lib/forms';

/** R10: ask for a reset link by e-mail. The answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot password' });
  const request = useRequestPasswordReset();
  const form = useSchemaForm(ForgotPasswordSchema, { email: '' }, 'forgot');

  const onSubmit = form.onSubmit((input) => {
    request.mutate(input, {
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Error', description: error.message || 'Something went wrong.' }),
    });
  });

  return (
    <AuthCard
      icon={KeyRound}
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <AuthCardLink question="Remembered it?" to="/login">
          Back to Sign In
        </AuthCardLink>
      }
    >
      {request.isSuccess ? (
        <Alert variant="success" role="status">
          <MailCheck aria-hidden="true" />
          <AlertTitle>Check your email</AlertTitle>
          <AlertDescription>
            <p>{request.data.message}</p>
            <p>The link works once and expires after 1 hour.</p>
          </AlertDescription>
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field id={form.id('email')} label="Email" error={form.errors.email}>
            <Input {...form.field('email')} type="email" autoComplete="email" inputMode="email" />
          </Field>
          <SubmitButton size="lg" className="w-full" pending={request.isPending} pendingLabel="Sending...">
            Send Reset Link
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
