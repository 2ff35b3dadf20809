import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TRAVELLER_MESSAGES } from '../../../../shared/schemas/travellers';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { describedBy, Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/use-toast';
import { deleteAccount } from '../../../lib/travellers';
import { PasswordInput } from './password-input';

/** R49: the owner deletes the account with their password; bookings stay, anonymised. */
export function DeleteAccountCard() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deleteAccount({ password }),
    onSuccess: async () => {
      toast({ title: TRAVELLER_MESSAGES.accountDeleted });
      queryClient.clear();
      await navigate('/', { replace: true });
    },
    onError: (failure) => setError(failure.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(TRAVELLER_MESSAGES.passwordRequired);
      return;
    }
    setError(undefined);
    remove.mutate();
  };
  const id = 'delete-account-password';
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle as="h2">Delete account</CardTitle>
        <CardDescription>
          Deletes your account and your saved travellers. Your bookings stay with the airline and in our accounts,
          without your name or contact details, and you will no longer see them in My Trips.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
          <Field id={id} label="Password" error={error}>
            <PasswordInput
              id={id}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, Boolean(error))}
            />
          </Field>
          <div>
            <SubmitButton variant="destructive" pending={remove.isPending} pendingLabel="Deleting...">
              Delete my account
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
