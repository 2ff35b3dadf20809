import {
  PREFERRED_CONTACT_LABELS,
  PRIORITY_LABELS,
  SUBJECT_LABELS,
  type ContactRequest,
} from '../../../shared/schemas/contact';
import type { OutgoingEmail } from '../email';

/* The contact form's two e-mails (R11 and R12), kept apart from the rules that send them. */

export interface ContactBrand {
  id: string;
  name: string;
  supportEmail: string;
  phone: string;
}

/** The promise the contact page makes, repeated in the answer and the acknowledgement. */
export function responsePromise(brand: ContactBrand): string {
  return (
    'Our team answers in under 5 minutes on average during office hours (Mon-Fri 9AM-6PM EST) and within 24 hours ' +
    `at the latest. If you travel within the next 24 hours, please call us 24/7 on ${brand.phone}.`
  );
}

export function acknowledgementText(reference: string, brand: ContactBrand): string {
  return `Thank you, we have received your message. Your reference is ${reference}. ${responsePromise(brand)}`;
}

/** To the brand's support desk: everything the sender typed, replies going to the sender. */
export function supportEmail(reference: string, input: ContactRequest, brand: ContactBrand): OutgoingEmail {
  const sender = `${input.firstName} ${input.lastName}`;
  const urgent = input.priority === 'urgent' || input.subject === 'emergency';
  return {
    kind: 'contact_message',
    to: brand.supportEmail,
    replyTo: input.email,
    brandId: brand.id,
    subject: `${urgent ? '[URGENT] ' : ''}${reference}: ${SUBJECT_LABELS[input.subject]} - ${sender}`,
    text: [
      `A message from the ${brand.name} contact form.`,
      '',
      `Reference: ${reference}`,
      `From: ${sender} <${input.email}>`,
      `Reply to: ${input.email}`,
      `Phone: ${input.phone ?? 'not given'}`,
      `Preferred contact: ${PREFERRED_CONTACT_LABELS[input.preferredContact]}`,
      `Subject: ${SUBJECT_LABELS[input.subject]}`,
      `Priority: ${PRIORITY_LABELS[input.priority]}`,
      `Booking reference: ${input.bookingRef ?? 'not given'}`,
      '',
      input.message,
      '',
      'The sender accepted the Privacy Policy and Terms of Service.',
    ].join('\n'),
  };
}

/** To the sender: the reference to quote and when to expect an answer. */
export function acknowledgementEmail(reference: string, input: ContactRequest, brand: ContactBrand): OutgoingEmail {
  return {
    kind: 'contact_acknowledgement',
    to: input.email,
    replyTo: brand.supportEmail,
    brandId: brand.id,
    subject: `We received your message (${reference})`,
    text: [
      `Hello ${input.firstName},`,
      '',
      `Thank you for contacting ${brand.name}. We have received your message about "${SUBJECT_LABELS[input.subject]}".`,
      `Your reference is ${reference}: please quote it if you write or call again.`,
      '',
      responsePromise(brand),
      '',
      'Your message:',
      '',
      input.message,
      '',
      `The ${brand.name} team`,
      `${brand.phone} (24/7) - ${brand.supportEmail}`,
    ].join('\n'),
  };
}
