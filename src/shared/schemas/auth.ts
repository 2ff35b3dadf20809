import { z } from 'zod';

/*
 * Account fields, defined once with the spec's exact messages (docs/product/accounts-and-shell.md
 * A5, R9 and R10), used by the forms and by the routes alike.
 */

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const REGISTER_PASSWORD_MIN = 6;
export const NEW_PASSWORD_MIN = 12;
/** Long enough for any passphrase (ASVS asks for 64+), short enough that hashing stays cheap. */
export const PASSWORD_MAX = 256;

export const MESSAGES = {
  usernameRequired: 'Username is required',
  usernameShort: 'Username must be at least 3 characters',
  usernameLong: `Username must be at most ${USERNAME_MAX} characters`,
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
  passwordLong: `Password must be at most ${PASSWORD_MAX} characters`,
  email: 'Please enter a valid email address',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  passwordsDontMatch: "Passwords don't match",
  terms: 'You must accept the terms and privacy policy',
  currentPassword: 'Current password is required',
  newPasswordShort: 'New password must be at least 12 characters',
  newPasswordClasses:
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  confirmNewPassword: 'Please confirm your new password',
  notAuthenticated: 'Not authenticated',
  invalidCredentials: 'Invalid username or password',
  passwordUpdated: 'Your password has been updated',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetRequested: 'If an account exists for that email address, we have sent a link to reset your password.',
  verifyLinkInvalid: 'This confirmation link is invalid or has expired. Ask for a new one in Account settings.',
  emailVerified: 'Your e-mail address is confirmed.',
  verificationSent: 'We have sent a confirmation link to your e-mail address.',
  alreadyVerified: 'Your e-mail address is already confirmed.',
  verifyLinkOtherAccount:
    'This link confirms the e-mail address of another account. Sign in to that account to use it.',
} as const;

const NAME_MAX = 100;

/**
 * PostgreSQL cannot store a NUL character in text; a field that is stored or looked up refuses
 * it here, with a message naming the field, instead of failing in the database.
 */
const notAllowed = (field: string) => `${field} contains a character that is not allowed`;
const hasNoNul = (value: string) => !value.includes('\u0000');

export const UsernameSchema = z
  .string({ error: MESSAGES.usernameShort })
  .trim()
  .min(USERNAME_MIN, MESSAGES.usernameShort)
  .max(USERNAME_MAX, MESSAGES.usernameLong)
  .refine(hasNoNul, notAllowed('Username'));

export const EmailSchema = z
  .string({ error: MESSAGES.email })
  .trim()
  .max(254, MESSAGES.email)
  .refine(hasNoNul, MESSAGES.email)
  .pipe(z.email({ error: MESSAGES.email }));

/** A first or last name: required, at most NAME_MAX, no NUL. */
const nameSchema = (label: 'First name' | 'Last name', required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
    .refine(hasNoNul, notAllowed(label));

export const FirstNameSchema = nameSchema('First name', MESSAGES.firstName);
export const LastNameSchema = nameSchema('Last name', MESSAGES.lastName);

/** The registration password: the spec's 6-character minimum. */
export const PasswordSchema = z
  .string({ error: MESSAGES.passwordShort })
  .min(REGISTER_PASSWORD_MIN, MESSAGES.passwordShort)
  .max(PASSWORD_MAX, MESSAGES.passwordLong);

const CHARACTER_CLASSES = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** True when the password has an uppercase and a lowercase letter, a digit and a special character. */
export function hasEveryCharacterClass(password: string): boolean {
  return CHARACTER_CLASSES.every((pattern) => pattern.test(password));
}

/** A password chosen at change or reset: 12 characters and every character class. */
export const NewPasswordSchema = z
  .string({ error: MESSAGES.newPasswordShort })
  .min(NEW_PASSWORD_MIN, MESSAGES.newPasswordShort)
  .max(PASSWORD_MAX, MESSAGES.passwordLong)
  .refine(hasEveryCharacterClass, MESSAGES.newPasswordClasses);

export const LoginSchema = z.object({
  username: z
    .string({ error: MESSAGES.usernameRequired })
    .trim()
    .min(1, MESSAGES.usernameRequired)
    .max(USERNAME_MAX, MESSAGES.usernameLong)
    .refine(hasNoNul, notAllowed('Username')),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(PASSWORD_MAX, MESSAGES.passwordLong),
  /** 'Remember me': a 30-day session instead of one that ends after 30 idle minutes or 12 hours. */
  remember: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** What POST /api/auth/register takes; the confirmation and the terms box stay in the form. */
export const RegisterSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  password: PasswordSchema,
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const RegisterFormSchema = RegisterSchema.extend({
  confirmPassword: z.string(),
  acceptTerms: z.boolean(),
})
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: MESSAGES.passwordsDontMatch })
  .refine((v) => v.acceptTerms, { path: ['acceptTerms'], message: MESSAGES.terms });
export type RegisterFormInput = z.input<typeof RegisterFormSchema>;

export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: MESSAGES.currentPassword })
    .min(1, MESSAGES.currentPassword)
    .max(PASSWORD_MAX, MESSAGES.passwordLong),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

const ConfirmNewPasswordSchema = z.string().min(1, MESSAGES.confirmNewPassword);

export const ChangePasswordFormSchema = ChangePasswordSchema.extend({
  confirmPassword: ConfirmNewPasswordSchema,
}).refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, {
  path: ['confirmPassword'],
  message: MESSAGES.passwordsDontMatch,
});
export type ChangePasswordFormInput = z.input<typeof ChangePasswordFormSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({
  token: z.string({ error: MESSAGES.resetLinkInvalid }).min(1, MESSAGES.resetLinkInvalid).max(200),
  newPassword: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** POST /api/auth/reset-password/check: is the link still good? Asked when its page opens. */
export const ResetLinkCheckSchema = ResetPasswordSchema.pick({ token: true });

export const ResetPasswordFormSchema = z
  .object({ newPassword: NewPasswordSchema, confirmPassword: ConfirmNewPasswordSchema })
  .refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDontMatch,
  });
export type ResetPasswordFormInput = z.input<typeof ResetPasswordFormSchema>;

export const VerifyEmailSchema = z.object({
  token: z.string({ error: MESSAGES.verifyLinkInvalid }).min(1, MESSAGES.verifyLinkInvalid).max(200),
});
export type VerifyEmailInput = z.infer<typeof VerifyEmailSchema>;

/** GET /api/auth/user: the signed-in person, never their password hash or id. */
export const CurrentUserSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  /** R30: the owner has opened a link sent to `email`. */
  emailVerified: z.boolean(),
  /** R48: sign-in asks for a code from an authenticator app; required of administrators. */
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const SuccessMessageSchema = z.object({ success: z.boolean(), message: z.string() });
export type SuccessMessage = z.infer<typeof SuccessMessageSchema>;

/** Sign-in and registration answer with the person, so the header changes without another call. */
export const AuthUserResponseSchema = SuccessMessageSchema.extend({ user: CurrentUserSchema });
export type AuthUserResponse = z.infer<typeof AuthUserResponseSchema>;

/** POST /api/auth/verify-email: confirmed, and how many trips booked under the address joined the account. */
export const VerifyEmailResponseSchema = SuccessMessageSchema.extend({ tripsAdded: z.number().int().nonnegative() });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;
