import { randomInt } from 'node:crypto';
import type { ContactRequest } from '../../../shared/schemas/contact';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { AppError } from '../../errors';
import { acknowledgementEmail, acknowledgementText, supportEmail, type ContactBrand } from './emails';
import { CONTACT_THROTTLE_MESSAGE, openContactSlot } from './rate-limit';
import type { Mailer } from '../email';
import type { WindowCounters } from '../platform';

/*
 * R11: a contact message is stored, e-mailed to the brand's support address and
 * acknowledged to the sender with a reference. The row is the promise: once it is written the
 * reference is good, so the e-mails go after the answer (a slow SMTP server never holds the form).
 */

// No 0/O, 1/I/L: a reference is read aloud on the phone.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newContactReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `CM-${code}`;
}

async function store(db: Db, input: ContactRequest, brandId: string, now: Date): Promise<string> {
  // Six characters of 31 give ~887 million references; a clash is rare, and simply drawn again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newContactReference();
    const [row] = await db
      .insert(contactMessages)
      .values({
        reference,
        brandId,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone ?? null,
        subject: input.subject,
        bookingRef: input.bookingRef ?? null,
        priority: input.priority,
        message: input.message,
        preferredContact: input.preferredContact,
        consentAt: now,
      })
      .onConflictDoNothing({ target: contactMessages.reference })
      .returning({ reference: contactMessages.reference });
    if (row) return row.reference;
  }
  throw new Error('Could not draw an unused contact reference');
}

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  /** Where messages per address are counted (the database, or Redis with REDIS_URL). */
  counters: WindowCounters;
}

export interface SubmitContact {
  input: ContactRequest;
  brand: ContactBrand;
  ip: string | undefined;
  now: Date;
}

export async function submitContactMessage(deps: ContactDeps, submit: SubmitContact) {
  if (!(await openContactSlot(deps.counters, submit.ip, submit.now))) {
    throw new AppError(429, 'TOO_MANY_MESSAGES', CONTACT_THROTTLE_MESSAGE);
  }
  const { brand } = submit;
  const reference = await store(deps.db, submit.input, brand.id, submit.now);
  deps.mailer.defer(async () => {
    // One at a time and each on its own: a failed delivery to the desk must not stop the acknowledgement.
    await deps.mailer.send(supportEmail(reference, submit.input, brand));
    await deps.mailer.send(acknowledgementEmail(reference, submit.input, brand));
  });
  return { success: true as const, reference, message: acknowledgementText(reference, brand) };
}
