import { z } from 'zod';
import { MESSAGES } from './auth';

/*
 * The contact form (A3, A5 and A9; R11): one schema
 * for the form and for POST /api/contact, so the visitor reads the rules the server applies.
 * The spec gives one message ('Minimum 20 characters required'); the others are ours.
 */

export const CONTACT_MESSAGE_MIN = 20;
export const CONTACT_MESSAGE_MAX = 5000;
const NAME_MAX = 100;

export const CONTACT_MESSAGES = {
  // A field the account forms ask for too says the same there and here.
  firstName: MESSAGES.firstName,
  lastName: MESSAGES.lastName,
  nameLong: `Names must be at most ${NAME_MAX} characters`,
  nameCharacters: 'Names cannot contain line breaks or control characters',
  emailRequired: 'Email is required',
  email: MESSAGES.email,
  phone: 'Please enter a valid phone number (digits, spaces, +, -, brackets)',
  phoneNeeded: 'Please enter a phone number so we can call you back',
  subject: 'Please select a subject',
  bookingRef: 'Booking reference must be 6-8 letters or digits',
  priority: 'Please select a priority',
  messageRequired: 'Message is required',
  messageShort: 'Minimum 20 characters required',
  messageLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  messageCharacters: 'Message contains a character that is not allowed',
  preferredContact: 'Please choose how we should contact you',
  consent: 'Please accept the Privacy Policy and Terms of Service to send your message',
} as const;

export const CONTACT_SUBJECTS = [
  'emergency',
  'booking',
  'modification',
  'cancellation',
  'payment',
  'technical',
  'feedback',
  'partnership',
  'other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const SUBJECT_LABELS: Record<ContactSubject, string> = {
  emergency: 'Emergency travel assistance',
  booking: 'New booking',
  modification: 'Change an existing booking',
  cancellation: 'Cancellation or refund',
  payment: 'Payment and billing',
  technical: 'Website or technical issue',
  feedback: 'Feedback',
  partnership: 'Partnership enquiry',
  other: 'Other',
};

export const CONTACT_PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;
export type ContactPriority = (typeof CONTACT_PRIORITIES)[number];

/** The spec's meanings of each level. */
export const PRIORITY_LABELS: Record<ContactPriority, string> = {
  urgent: 'Urgent - travel within 24 hours',
  high: 'High - travel within 72 hours',
  normal: 'Normal - general inquiry',
  low: 'Low - feedback or suggestion',
};

export const PREFERRED_CONTACTS = ['email', 'phone', 'both'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];
export const PREFERRED_CONTACT_LABELS: Record<PreferredContact, string> = {
  email: 'Email',
  phone: 'Phone',
  both: 'Both',
};

// Names and references go into e-mail headers: no line breaks (header injection), no NUL (PostgreSQL).
const isSingleLine = (value: string) =>
  [...value].every((char) => {
    const code = char.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX, CONTACT_MESSAGES.nameLong)
    .refine(isSingleLine, CONTACT_MESSAGES.nameCharacters);

/** Pick-one fields: anything outside the list (or nothing) gets the field's own sentence. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

export const ContactRequestSchema = z
  .object({
    firstName: name(CONTACT_MESSAGES.firstName),
    lastName: name(CONTACT_MESSAGES.lastName),
    email: z
      .string({ error: CONTACT_MESSAGES.emailRequired })
      .trim()
      .min(1, CONTACT_MESSAGES.emailRequired)
      .max(254, CONTACT_MESSAGES.email)
      .pipe(z.email({ error: CONTACT_MESSAGES.email })),
    phone: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: CONTACT_MESSAGES.phone })
        .trim()
        .regex(/^\+?[\d\s().-]{7,25}$/, CONTACT_MESSAGES.phone)
        .refine((value) => value.replace(/\D/g, '').length >= 7, CONTACT_MESSAGES.phone)
        .optional(),
    ),
    subject: oneOf(CONTACT_SUBJECTS, CONTACT_MESSAGES.subject),
    bookingRef: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: CONTACT_MESSAGES.bookingRef })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{6,8}$/, CONTACT_MESSAGES.bookingRef)
        .optional(),
    ),
    priority: oneOf(CONTACT_PRIORITIES, CONTACT_MESSAGES.priority),
    message: z
      .string({ error: CONTACT_MESSAGES.messageRequired })
      .trim()
      .min(1, CONTACT_MESSAGES.messageRequired)
      .min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.messageShort)
      .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageLong)
      .refine((value) => !value.includes('\u0000'), CONTACT_MESSAGES.messageCharacters),
    preferredContact: oneOf(PREFERRED_CONTACTS, CONTACT_MESSAGES.preferredContact),
    consent: z.literal(true, { error: CONTACT_MESSAGES.consent }),
  })
  .superRefine((value, ctx) => {
    // Asking to be called without giving a number leaves the team nothing to call.
    if (value.preferredContact !== 'email' && !value.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: CONTACT_MESSAGES.phoneNeeded });
    }
  });

export type ContactRequest = z.output<typeof ContactRequestSchema>;
/** What the form holds: strings throughout, the consent box as a boolean. */
export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: ContactSubject | '';
  bookingRef: string;
  priority: ContactPriority;
  message: string;
  preferredContact: PreferredContact;
  consent: boolean;
}

export const CONTACT_REFERENCE = /^CM-[0-9A-Z]{6}$/;

export const ContactResponseSchema = z.object({
  success: z.literal(true),
  reference: z.string().regex(CONTACT_REFERENCE),
  message: z.string(),
});
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
