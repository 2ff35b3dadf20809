import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_PRIORITIES,
  CONTACT_SUBJECTS,
  ContactRequestSchema,
  PREFERRED_CONTACT_LABELS,
  PREFERRED_CONTACTS,
  PRIORITY_LABELS,
  SUBJECT_LABELS,
  type ContactFormValues,
  type ContactRequest,
  type ContactResponse,
} from '../../../../shared/schemas/contact';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { serverFieldErrors } from '../../../lib/forms';
import { useSendContactMessage } from '../api/send-contact';
import { ConsentField } from './consent-field';
import { describedBy, Field, Options, SELECT_CLASS } from '../../../components/ui/field';
import { MessageCounter } from './message-counter';

/*
 * The contact form (A3; R11). The shared schema checks it here and on the
 * server; what the server still refuses comes back as `fields` and is shown on those fields.
 */

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  bookingRef: '',
  priority: 'normal',
  message: '',
  preferredContact: 'email',
  consent: false,
};

// The schema's input types its preprocessed optional fields as unknown; the form's strings are one such input.
const resolver = zodResolver(ContactRequestSchema) as unknown as Resolver<ContactFormValues, unknown, ContactRequest>;
const FIELDS = new Set<string>(Object.keys(EMPTY_CONTACT_FORM));
const isField = (key: string): key is keyof ContactFormValues => FIELDS.has(key);

export function ContactForm({ onSent }: { onSent: (answer: ContactResponse) => void }) {
  const form = useForm<ContactFormValues, unknown, ContactRequest>({
    resolver,
    defaultValues: EMPTY_CONTACT_FORM,
    mode: 'onTouched',
  });
  const send = useSendContactMessage();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: onSent,
      onError: (error) => {
        for (const [key, message] of Object.entries(serverFieldErrors<ContactFormValues>(error))) {
          if (isField(key) && message) form.setError(key, { type: 'server', message });
        }
        toast({
          variant: 'destructive',
          title: 'Message not sent',
          description: error.message || 'Something went wrong. Please try again.',
        });
      },
    });
  });

  const bind = (name: 'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'bookingRef' | 'priority') => ({
    id: `contact-${name}`,
    ...form.register(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`contact-${name}`, Boolean(errors[name])),
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5" aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-firstName" label="First Name" required error={errors.firstName?.message}>
          <Input {...bind('firstName')} autoComplete="given-name" required />
        </Field>
        <Field id="contact-lastName" label="Last Name" required error={errors.lastName?.message}>
          <Input {...bind('lastName')} autoComplete="family-name" required />
        </Field>
        <Field id="contact-email" label="Email Address" required error={errors.email?.message}>
          <Input {...bind('email')} type="email" inputMode="email" autoComplete="email" required />
        </Field>
        <Field id="contact-phone" label="Phone Number" error={errors.phone?.message}>
          <Input {...bind('phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder="+1 555 123 4567" />
        </Field>
        <Field id="contact-subject" label="Subject" required error={errors.subject?.message}>
          <select {...bind('subject')} className={SELECT_CLASS} required>
            <option value="">Select a subject</option>
            <Options values={CONTACT_SUBJECTS} label={(subject) => SUBJECT_LABELS[subject]} />
          </select>
        </Field>
        <Field
          id="contact-bookingRef"
          label="Booking Reference"
          error={errors.bookingRef?.message}
          hint="Optional: 6-8 letters or digits, from your confirmation"
        >
          <Input
            {...bind('bookingRef')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={8}
            aria-describedby="contact-bookingRef-message"
          />
        </Field>
        <Field id="contact-priority" label="Priority Level" error={errors.priority?.message} className="sm:col-span-2">
          <select {...bind('priority')} className={SELECT_CLASS}>
            <Options values={CONTACT_PRIORITIES} label={(priority) => PRIORITY_LABELS[priority]} />
          </select>
        </Field>
      </div>

      <Field id="contact-message" label="Message" required error={errors.message?.message}>
        <Textarea
          id="contact-message"
          {...form.register('message')}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          required
          placeholder="Tell us how we can help. If it is about a trip, please include your route and travel dates."
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-message contact-message-count' : 'contact-message-count'}
        />
        <MessageCounter id="contact-message-count" control={form.control} />
      </Field>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm leading-none font-medium">Preferred Contact Method</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {PREFERRED_CONTACTS.map((method) => (
            <label key={method} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                value={method}
                {...form.register('preferredContact')}
                className="accent-primary size-4 cursor-pointer"
              />
              {PREFERRED_CONTACT_LABELS[method]}
            </label>
          ))}
        </div>
        {errors.preferredContact && (
          <p className="text-destructive text-xs font-medium">{errors.preferredContact.message}</p>
        )}
      </fieldset>

      <ConsentField control={form.control} error={errors.consent?.message} />

      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={send.isPending}>
        {send.isPending ? (
          <>
            <Spinner label="Sending" /> Sending...
          </>
        ) : (
          <>
            <Send aria-hidden="true" /> Send Message
          </>
        )}
      </Button>
    </form>
  );
}
