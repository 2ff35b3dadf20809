import type { ComponentProps } from 'react';
import { UserPlus } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RegisterFormSchema } from '../../../shared/schemas/auth';
import { SubmitButton } from '../../components/ui/submit-button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { ApiRequestError } from '../../lib/api';
import { usePageMeta } from '../../rendering/page-meta';
import { useRegister } from './api/register';
import { AuthCard, AuthCardLink } from './components/auth-card';
import { Field } from '../../components/ui/field';
import { PasswordInput } from './components/password-input';
import { serverFieldErrors, useSchemaForm } from '../../lib/forms';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

export function RegisterPage() {
  usePageMeta({ title: 'Create account' });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();
  const form = useSchemaForm(RegisterFormSchema, EMPTY, 'register');
  const redirect = params.get('redirect');
  const loginPath = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';

  const onSubmit = form.onSubmit((valid) => {
    // The confirmation and the terms box are the form's business; the server gets the rest.
    const { confirmPassword: _confirm, acceptTerms: _terms, ...input } = valid;
    register.mutate(input, {
      onSuccess: () => {
        toast({ title: 'Registration successful', description: 'Your account has been created. Please sign in.' });
        void navigate(loginPath);
      },
      onError: (error) => {
        const fields = serverFieldErrors<typeof EMPTY>(error);
        if (error instanceof ApiRequestError && error.code === 'USERNAME_TAKEN') fields.username = error.message;
        if (error instanceof ApiRequestError && error.code === 'EMAIL_TAKEN') fields.email = error.message;
        form.setErrors(fields);
        toast({
          variant: 'destructive',
          title: 'Registration failed',
          description: error.message || 'Failed to create account',
        });
      },
    });
  });

  type TextName = Exclude<keyof typeof EMPTY, 'acceptTerms'>;
  const textField = (name: TextName, label: string, props: ComponentProps<'input'>) => (
    <Field id={form.id(name)} label={label} error={form.errors[name]}>
      <Input {...form.field(name)} {...props} />
    </Field>
  );
  const passwordField = (name: 'password' | 'confirmPassword', label: string) => (
    <Field id={form.id(name)} label={label} error={form.errors[name]}>
      <PasswordInput {...form.field(name)} autoComplete="new-password" />
    </Field>
  );

  return (
    <AuthCard
      icon={UserPlus}
      title="Create an Account"
      description="Sign up to book flights faster and manage all your trips in one place."
      wide
      footer={
        <AuthCardLink question="Already have an account?" to={loginPath}>
          Sign in
        </AuthCardLink>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {textField('firstName', 'First Name', { autoComplete: 'given-name' })}
          {textField('lastName', 'Last Name', { autoComplete: 'family-name' })}
        </div>
        {textField('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {textField('username', 'Username', { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false })}
        <div className="grid gap-4 sm:grid-cols-2">
          {passwordField('password', 'Password')}
          {passwordField('confirmPassword', 'Confirm Password')}
        </div>
        <div className="grid gap-2">
          <div className="flex items-start gap-2">
            <Checkbox
              id={form.id('acceptTerms')}
              className="mt-0.5"
              checked={form.values.acceptTerms}
              onCheckedChange={(checked) => form.setValue('acceptTerms', checked === true)}
              aria-invalid={form.errors.acceptTerms ? true : undefined}
              aria-describedby={form.errors.acceptTerms ? form.errorId('acceptTerms') : undefined}
            />
            <Label htmlFor={form.id('acceptTerms')} className="leading-snug font-normal">
              <span>
                I agree to the{' '}
                <Link to="/terms" className="text-primary font-medium hover:underline">
                  Terms of Service
                </Link>{' '}
                and{' '}
                <Link to="/privacy" className="text-primary font-medium hover:underline">
                  Privacy Policy
                </Link>
              </span>
            </Label>
          </div>
          {form.errors.acceptTerms ? (
            <p id={form.errorId('acceptTerms')} className="text-destructive text-xs font-medium">
              {form.errors.acceptTerms}
            </p>
          ) : null}
        </div>
        <SubmitButton size="lg" className="w-full" pending={register.isPending} pendingLabel="Creating account...">
          Create Account
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
