import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { keyedHash, keyedHashMatches } from '../platform';

/*
 * R48: RFC 6238 codes as every authenticator app makes them (SHA-1, 6 digits, 30 s), checked with
 * one step of drift either way; and the recovery codes that stand in for a lost phone.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/O or 1/I: the codes are copied by hand. 10 of 32 symbols: 50 bits each. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const totpOf = (secretBase32: string, label = 'account', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new 160-bit secret (RFC 4226's recommended length), as base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const stepAt = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time-step a code belongs to, if it is the code of now or of one step either side; undefined
 * for a wrong or expired code.
 */
export function matchingStep(secretBase32: string, code: string, now: Date): number | undefined {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: TOTP_DRIFT_STEPS });
  return delta === null ? undefined : stepAt(now) + delta;
}

/** The code an app shows at `at` (for tests and the test helpers). */
export const totpCodeAt = (secretBase32: string, at: Date): string =>
  totpOf(secretBase32).generate({ timestamp: at.getTime() });

/** What the set-up page shows: the otpauth:// URL, also as a QR code the app scans. */
export async function enrolmentOf(secretBase32: string, label: string, issuer: string) {
  const otpauthUrl = totpOf(secretBase32, label, issuer).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret: secretBase32,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** Ten fresh recovery codes as shown ('ABCDE-FGH23'), with what is stored of each. */
export function newRecoveryCodes(): { shown: string[]; hashes: string[] } {
  const shown = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET.charAt(randomInt(RECOVERY_ALPHABET.length)));
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
  return { shown, hashes: shown.map((code) => keyedHash(normalRecoveryCode(code))) };
}

export const normalRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

export const recoveryCodeMatches = (code: string, stored: string) => keyedHashMatches(normalRecoveryCode(code), stored);
