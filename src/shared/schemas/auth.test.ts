import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangePasswordFormSchema,
  EmailSchema,
  LoginSchema,
  NewPasswordSchema,
  RegisterFormSchema,
  ResetPasswordFormSchema,
  UsernameSchema,
} from './auth';

/** Each field's messages, as a form shows them. */
function messages(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const out: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const key = issue.path.join('.') || '(value)';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const CLASSES =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

describe('login rules', () => {
  it("says 'Username is required' and 'Password is required' for empty fields", () => {
    expect(messages(LoginSchema, { username: '  ', password: '' })).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });
});

describe('registration rules', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    username: 'ada',
    password: 'secret',
    confirmPassword: 'secret',
    acceptTerms: true,
  };

  it('accepts a 3-character username and a 6-character password', () => {
    expect(RegisterFormSchema.safeParse(valid).success).toBe(true);
  });

  it('gives every field its own message at once', () => {
    expect(
      messages(RegisterFormSchema, {
        firstName: '',
        lastName: '',
        email: 'ada@',
        username: 'ad',
        password: '12345',
        confirmPassword: '54321',
        acceptTerms: false,
      }),
    ).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Please enter a valid email address'],
      username: ['Username must be at least 3 characters'],
      password: ['Password must be at least 6 characters'],
      confirmPassword: ["Passwords don't match"],
      acceptTerms: ['You must accept the terms and privacy policy'],
    });
  });

  it('trims the username and e-mail', () => {
    expect(UsernameSchema.parse('  ada  ')).toBe('ada');
    expect(EmailSchema.parse(' ada@example.com ')).toBe('ada@example.com');
    expect(messages(UsernameSchema, ' ab ')).toEqual({ '(value)': ['Username must be at least 3 characters'] });
  });
});

describe('characters the database cannot store', () => {
  it("refuses a NUL character in every field that is stored or looked up, with that field's message", () => {
    expect(
      messages(RegisterFormSchema, {
        firstName: 'A\u0000da',
        lastName: 'Love\u0000lace',
        email: 'ada\u0000@example.com',
        username: 'ada\u0000',
        password: 'secret',
        confirmPassword: 'secret',
        acceptTerms: true,
      }),
    ).toEqual({
      firstName: ['First name contains a character that is not allowed'],
      lastName: ['Last name contains a character that is not allowed'],
      email: ['Please enter a valid email address'],
      username: ['Username contains a character that is not allowed'],
    });
    expect(messages(LoginSchema, { username: 'ada\u0000', password: 'x' })).toEqual({
      username: ['Username contains a character that is not allowed'],
    });
  });
});

describe('new password rules (change and reset)', () => {
  it.each(['Abcdefgh1!xy', 'Correct-Horse-9', 'Ünïcødé-Pässw0rd'])('accepts %s', (password) => {
    expect(NewPasswordSchema.safeParse(password).success).toBe(true);
  });

  it('needs 12 characters', () => {
    expect(messages(NewPasswordSchema, 'Abcdefg1!xy')['(value)']).toContain(
      'New password must be at least 12 characters',
    );
  });

  it.each([
    ['no uppercase', 'abcdefgh1!xyz'],
    ['no lowercase', 'ABCDEFGH1!XYZ'],
    ['no digit', 'Abcdefghi!xyz'],
    ['no special character', 'Abcdefghi1xyz'],
  ])('refuses a password with %s', (_case, password) => {
    expect(messages(NewPasswordSchema, password)).toEqual({ '(value)': [CLASSES] });
  });

  it("asks to confirm, then says 'Passwords don't match'", () => {
    const base = { currentPassword: '', newPassword: 'Abcdefgh1!xy' };
    expect(messages(ChangePasswordFormSchema, { ...base, confirmPassword: '' })).toEqual({
      currentPassword: ['Current password is required'],
      confirmPassword: ['Please confirm your new password'],
    });
    expect(
      messages(ChangePasswordFormSchema, { ...base, currentPassword: 'x', confirmPassword: 'Abcdefgh1!xz' }),
    ).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
    expect(messages(ResetPasswordFormSchema, { newPassword: 'Abcdefgh1!xy', confirmPassword: 'nope' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });
});
