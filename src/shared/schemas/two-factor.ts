import { z } from 'zod';
import { CurrentUserSchema, SuccessMessageSchema } from './auth';

/** R48: two-factor sign-in with an authenticator app (TOTP) and single-use recovery codes. */
export const TWO_FACTOR_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  recoveryFormat: 'Enter a recovery code such as ABCDE-FGH23.',
  oneOf: 'Enter either a code from your authenticator app or a recovery code.',
  pendingMissing: 'Your sign-in has expired. Please enter your username and password again.',
  codeRequired: 'Enter the code from your authenticator app to sign in.',
  required: 'Turn on two-factor sign-in in your account settings before you change settings or brands.',
} as const;

/** Spaces are allowed (apps show '123 456'); what is checked is six digits. */
export const TotpCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
  .max(20, TWO_FACTOR_MESSAGES.codeFormat)
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat));

/** Recovery codes read 'ABCDE-FGH23'; case, spaces and the dash do not matter. */
export const RecoveryCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryFormat })
  .max(40, TWO_FACTOR_MESSAGES.recoveryFormat)
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-9]{10}$/, TWO_FACTOR_MESSAGES.recoveryFormat));

/** A code or a recovery code, exactly one. */
const CodeOrRecovery = z
  .object({ code: TotpCodeSchema.optional(), recoveryCode: RecoveryCodeSchema.optional() })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), { message: TWO_FACTOR_MESSAGES.oneOf });

/** POST /api/auth/login/two-factor: the pending sign-in's token from the password step and a code. */
export const TwoFactorSignInSchema = z
  .object({
    pendingToken: z.string({ error: TWO_FACTOR_MESSAGES.pendingMissing }).regex(/^[A-Za-z0-9_-]{43}$/, {
      message: TWO_FACTOR_MESSAGES.pendingMissing,
    }),
    code: TotpCodeSchema.optional(),
    recoveryCode: RecoveryCodeSchema.optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), { message: TWO_FACTOR_MESSAGES.oneOf });
export type TwoFactorSignInInput = z.infer<typeof TwoFactorSignInSchema>;

/** The password was right and the account asks for its second factor: no session yet. */
export const TwoFactorChallengeSchema = SuccessMessageSchema.extend({
  twoFactorRequired: z.literal(true),
  pendingToken: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

/** POST /api/auth/login: signed in, or asked for a code. */
export const LoginResponseSchema = z.union([
  SuccessMessageSchema.extend({ user: CurrentUserSchema }),
  TwoFactorChallengeSchema,
]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** POST /api/auth/two-factor/setup: a new secret, not on until a code confirms it. */
export const TwoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code: an SVG data URL for an <img>. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const TwoFactorCodeSchema = z.object({ code: TotpCodeSchema });
export const TwoFactorDisableSchema = CodeOrRecovery;

/** Shown once: only their keyed hashes are kept. */
export const RecoveryCodesResponseSchema = SuccessMessageSchema.extend({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponseSchema>;
