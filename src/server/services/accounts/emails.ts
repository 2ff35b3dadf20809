import type { OutgoingEmail } from '../email';

/* The account e-mails' words, kept apart from the rules that send them. */

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
