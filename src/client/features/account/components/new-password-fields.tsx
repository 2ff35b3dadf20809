import { Field } from '../../../components/ui/field';
import type { ComponentProps } from 'react';
import { NEW_PASSWORD_HINT } from '../lib/password-hint';
import { PasswordInput } from './password-input';

type Name = 'newPassword' | 'confirmPassword';

/** The part of a useSchemaForm form these fields use (the form may hold more fields). */
interface PasswordForm {
  id(name: Name): string;
  errors: Partial<Record<Name, string>>;
  field(name: Name, hasHint?: boolean): Omit<ComponentProps<'input'>, 'type'>;
}

/** A new password and its confirmation, under the change-password rules (A5): on reset and on change. */
export function NewPasswordFields({ form }: { form: PasswordForm }) {
  return (
    <>
      <Field id={form.id('newPassword')} label="New Password" error={form.errors.newPassword} hint={NEW_PASSWORD_HINT}>
        <PasswordInput {...form.field('newPassword', true)} autoComplete="new-password" />
      </Field>
      <Field id={form.id('confirmPassword')} label="Confirm New Password" error={form.errors.confirmPassword}>
        <PasswordInput {...form.field('confirmPassword')} autoComplete="new-password" />
      </Field>
    </>
  );
}
