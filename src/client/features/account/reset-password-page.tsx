import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MESSAGES, ResetPasswordFormSchema } from '../../../shared/schemas/auth';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/submit-button';
import { toast } from '../../components/ui/use-toast';
import { usePageMeta } from '../../rendering/page-meta';
import { useResetLinkCheck, useResetPassword } from './api/reset-password';
import { AuthCard, AuthCardLink } from './components/auth-card';
import { serverFieldErrors, useSchemaForm } from '../../lib/forms';
import { NewPasswordFields } from './components/new-password-fields';

/** R10: the page the e-mailed link opens; the new password follows the change-password rules. */
export function ResetPasswordPage() {
  usePageMeta({ title: 'Reset password' });
  const navigate = useNavigate();
  // The link carries the token in its fragment (#token=...), which browsers never send to a server.
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
  const reset = useResetPassword();
  // A used or expired link says so as the page opens, not after the new password is typed.
  const check = useResetLinkCheck(token);
  const usable = token !== '' && !check.isError;
  const form = useSchemaForm(ResetPasswordFormSchema, { newPassword: '', confirmPassword: '' }, 'reset');

  const onSubmit = form.onSubmit((valid) => {
    reset.mutate(
      { token, newPassword: valid.newPassword },
      {
        onSuccess: () => {
          toast({ title: MESSAGES.passwordUpdated });
          void navigate('/login', { replace: true });
        },
        onError: (error) => {
          form.setErrors(serverFieldErrors(error));
          toast({ variant: 'destructive', title: 'Error', description: error.message || 'Failed to update password' });
        },
      },
    );
  });

  return (
    <AuthCard
      icon={ShieldCheck}
      title="Choose a new password"
      description="Pick a strong password you do not use anywhere else."
      footer={<AuthCardLink to="/login">Back to Sign In</AuthCardLink>}
    >
      {usable ? (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <NewPasswordFields form={form} />
          <SubmitButton size="lg" className="w-full" pending={reset.isPending} pendingLabel="Saving...">
            Reset Password
          </SubmitButton>
        </form>
      ) : (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Invalid link</AlertTitle>
          <AlertDescription>
            <p>{MESSAGES.resetLinkInvalid}</p>
            <Link to="/forgot-password" className="text-primary font-medium hover:underline">
              Request a new link
            </Link>
          </AlertDescription>
        </Alert>
      )}
    </AuthCard>
  );
}
