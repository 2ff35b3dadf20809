import type { OutgoingEmail } from '../email';

/* The account e-mails' words, kept apart from the rules that send them. */

/** The token a link carries in its fragment ('.../reset-password#token=abc' -> 'abc'). */
const tokenOf = (link: string) => /#token=([^&]+)/.exec(link)?.[1] ?? '';

function greeting(person: { firstName: string; username: string }): string {
  return `Hello ${person.firstName.trim() || person.username},`;
}

export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  username: string;
  brandName: string;
  link: string;
}): OutgoingEmail {
  return {
    kind: 'password_reset',
    to: input.to,
    secrets: [tokenOf(input.link)],
    subject: `Reset your ${input.brandName} password`,
    text: [
      greeting(input),
      '',
      `We received a request to reset the password of your ${input.brandName} account (username: ${input.username}).`,
      'To choose a new password, open this link within 1 hour:',
      '',
      input.link,
      '',
      'The link works once. If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      '',
      `The ${input.brandName} team`,
    ].join('\n'),
  };
}

/** R6: the credentials of an account created at booking, sent once to its owner. */
export function accountCreatedEmail(input: {
  to: string;
  firstName: string;
  username: string;
  password: string;
  brandName: string;
  signInUrl: string;
}): OutgoingEmail {
  return {
    kind: 'account_created',
    to: input.to,
    secrets: [input.password],
    subject: `Your ${input.brandName} account`,
    text: [
      greeting(input),
      '',
      `We created a ${input.brandName} account for you with your booking, so you can find your trip in My Trips.`,
      '',
      `Username: ${input.username}`,
      `Password: ${input.password}`,
      '',
      `Sign in at ${input.signInUrl} and change this password in Account settings.`,
      '',
      `The ${input.brandName} team`,
    ].join('\n'),
  };
}

/** R30: the link that confirms an address, after sign-up or when a booking waits for it. */
export function emailVerificationEmail(input: {
  to: string;
  firstName: string;
  username: string;
  brandName: string;
  /** Absent when the site has no trusted address to link to: the owner asks for one in Account settings. */
  link: string | undefined;
  /** Why it is sent: a new account, or a trip booked under the address that waits for it. */
  reason: 'registered' | 'booking';
}): OutgoingEmail {
  const why =
    input.reason === 'booking'
      ? [
          `A trip was booked with this e-mail address. The address belongs to a ${input.brandName} account (username: ${input.username}) that has not been confirmed yet, so the trip has not been added to it.`,
        ]
      : [
          `Welcome to ${input.brandName}. Please confirm that this address belongs to your account (username: ${input.username}).`,
          'Trips booked with this address are added to your account only once it is confirmed.',
        ];
  const action = input.link
    ? ['To confirm it, sign in to that account and open this link within 7 days:', '', input.link, '']
    : ['To confirm it, sign in to that account and choose "Send confirmation link" in Account settings.', ''];
  const reset =
    'If you do not know the password, or did not create the account, choose "Forgot password?" on the sign-in page: resetting the password through this address confirms it, adds the trips booked with it and signs everyone else out.';
  return {
    kind: 'email_verification',
    to: input.to,
    secrets: input.link ? [tokenOf(input.link)] : [],
    subject: `Confirm your e-mail address for ${input.brandName}`,
    text: [greeting(input), '', ...why, '', ...action, reset, '', `The ${input.brandName} team`].join('\n'),
  };
}
