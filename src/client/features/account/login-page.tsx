import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoginSchema, MESSAGES } from '../../../shared/schemas/auth';
import { SubmitButton } from '../../components/ui/submit-button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { usePageMeta } from '../../rendering/page-meta';
import { useLogin } from './api/login';
import { AuthCard, AuthCardLink } from './components/auth-card';
import { Field } from '../../components/ui/field';
import { PasswordInput } from './components/password-input';
import { safeRedirect } from './lib/safe-redirect';
import { useSchemaForm } from '../../lib/forms';
import { TwoFactorStep } from './two-factor/two-factor-step';

const EMPTY = { username: '', password: '', remember: false };

export function LoginPage() {
  usePageMeta({ title: 'Sign in' });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const form = useSchemaForm(LoginSchema, EMPTY, 'login');
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const signedIn = () => {
    toast({ title: 'Login successful' });
    void navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  const onSubmit = form.onSubmit((input) => {
    login.mutate(input, {
      onSuccess: (data) => {
        // R48: the password was right; the account asks for its second factor before a session.
        if ('twoFactorRequired' in data) setPendingToken(data.pendingToken);
        else signedIn();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Login failed',
          description: error.message || MESSAGES.invalidCredentials,
        }),
    });
  });

  const registerLink = params.get('redirect')
    ? `/register?redirect=${encodeURIComponent(params.get('redirect') ?? '')}`
    : '/register';

  if (pendingToken) {
    return (
      <TwoFactorStep
        pendingToken={pendingToken}
        onSignedIn={signedIn}
        onRestart={() => {
          setPendingToken(null);
          form.setValue('password', '');
        }}
      />
    );
  }

  return (
    <AuthCard
      icon={LogIn}
      title="Sign In"
      description="Welcome back. Sign in to manage your trips and bookings."
      footer={
        <AuthCardLink question="Don't have an account?" to={registerLink}>
          Sign up
        </AuthCardLink>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <Field id={form.id('username')} label="Username" error={form.errors.username}>
          <Input {...form.field('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </Field>
        <Field
          id={form.id('password')}
          label="Password"
          error={form.errors.password}
          aside={
            <Link to="/forgot-password" className="text-primary text-sm font-medium hover:underline">
              Forgot password?
            </Link>
          }
        >
          <PasswordInput {...form.field('password')} autoComplete="current-password" />
        </Field>
        <div className="flex items-center gap-2">
          <Checkbox
            id={form.id('remember')}
            checked={form.values.remember}
            onCheckedChange={(checked) => form.setValue('remember', checked === true)}
          />
          <Label htmlFor={form.id('remember')} className="font-normal">
            Remember me for 30 days
          </Label>
        </div>
        <SubmitButton size="lg" className="w-full" pending={login.isPending} pendingLabel="Signing in...">
          Sign In
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
