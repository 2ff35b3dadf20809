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
          <Field id={form.id('firstName')} label="First Name" error={form.errors.firstName}>
            <Input {...form.field('firstName')} autoComplete="given-name" />
          </Field>
          <Field id={form.id('lastName')} label="Last Name" error={form.errors.lastName}>
            <Input {...form.field('lastName')} autoComplete="family-name" />
          </Field>
        </div>
        <Field id={form.id('email')} label="Email" error={form.errors.email}>
          <Input {...form.field('email')} type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Field id={form.id('username')} label="Username" error={form.errors.username}>
          <Input {...form.field('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={form.id('password')} label="Password" error={form.errors.password}>
            <PasswordInput {...form.field('password')} autoComplete="new-password" />
          </Field>
          <Field id={form.id('confirmPassword')} label="Confirm Password" error={form.errors.confirmPassword}>
            <PasswordInput {...form.field('confirmPassword')} autoComplete="new-password" />
          </Field>
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
