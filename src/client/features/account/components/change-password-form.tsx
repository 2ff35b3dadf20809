import { ChangePasswordFormSchema, MESSAGES } from '../../../../shared/schemas/auth';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { useChangePassword } from '../api/change-password';
import { serverFieldErrors, useSchemaForm } from '../../../lib/forms';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from './password-input';
import { NewPasswordFields } from './new-password-fields';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The spec's toast wording: the server's message, else 'Failed to update password'. */
function failureText(error: unknown): string {
  if (error instanceof Error) return error.message || 'Failed to update password';
  return 'An unknown error occurred';
}

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useSchemaForm(ChangePasswordFormSchema, EMPTY, 'change-password');

  const onSubmit = form.onSubmit((valid) => {
    change.mutate(
      { currentPassword: valid.currentPassword, newPassword: valid.newPassword },
      {
        onSuccess: () => {
          toast({ title: MESSAGES.passwordUpdated });
          form.reset();
        },
        onError: (error: unknown) => {
          form.setErrors(serverFieldErrors(error));
          toast({ variant: 'destructive', title: 'Error', description: failureText(error) });
        },
      },
    );
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change Password</CardTitle>
        <CardDescription>Changing your password signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
          <Field id={form.id('currentPassword')} label="Current Password" error={form.errors.currentPassword}>
            <PasswordInput {...form.field('currentPassword')} autoComplete="current-password" />
          </Field>
          <NewPasswordFields form={form} />
          <div>
            <SubmitButton pending={change.isPending} pendingLabel="Updating...">
              Update Password
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
