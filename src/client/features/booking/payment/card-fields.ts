import { BOOKING_MESSAGES, CardDetailsSchema, type CardDetails } from '../../../../shared/schemas/booking';
import { groupCardNumber } from '../../../../shared/cards';

/*
 * The card form's values as typed, how each field cleans its input while typing, and the one
 * check before paying: the shared CardDetailsSchema, so the form says exactly what the server
 * would (J5).
 */

export const CARD_FIELDS = ['number', 'expiryMonth', 'expiryYear', 'cvv', 'holderName'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardFormValues = Record<CardField, string>;
export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD: CardFormValues = { number: '', expiryMonth: '', expiryYear: '', cvv: '', holderName: '' };

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** What each field keeps of a keystroke or a paste: the number grouped by 4, the rest digits only. */
export const CLEAN_INPUT: Record<CardField, (value: string) => string> = {
  number: groupCardNumber,
  expiryMonth: (value) => digits(value, 2),
  expiryYear: (value) => digits(value, 2),
  cvv: (value) => digits(value, 4),
  holderName: (value) => value.slice(0, 100),
};

/** '1' -> '01' when the month field is left; anything else is left for validation to judge. */
export function padMonth(value: string): string {
  return /^[1-9]$/.test(value) ? `0${value}` : value;
}

/** After a card failure: everything goes but the holder's name (J4). */
export const clearCard = (values: CardFormValues): CardFormValues => ({ ...EMPTY_CARD, holderName: values.holderName });

export interface Notice {
  title: string;
  description: string;
}

const CARD_NUMBER_TITLE = 'Invalid Card Number';

/**
 * The spec writes card messages as 'Title: text'; the toast shows the two parts and the field
 * the text. The Luhn message has no title of its own: it is a card-number problem.
 */
export function splitMessage(message: string): Notice {
  if (message === BOOKING_MESSAGES.cardLuhn) return { title: CARD_NUMBER_TITLE, description: message };
  const at = message.indexOf(': ');
  if (at < 0) return { title: message, description: '' };
  return { title: message.slice(0, at), description: message.slice(at + 2) };
}

export type CardCheck =
  { ok: true; card: CardDetails } | { ok: false; errors: CardErrors; first: CardField; notice: Notice };

/** Validates the form with CardDetailsSchema: one message per field, the first in form order leads. */
export function checkCard(values: CardFormValues): CardCheck {
  const parsed = CardDetailsSchema.safeParse(values);
  if (parsed.success) return { ok: true, card: parsed.data };
  const errors: CardErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isCardField(field) && !errors[field]) {
      errors[field] = splitMessage(issue.message).description || issue.message;
      // Month and year share one message: both fields are marked, as both may be the cause.
      if (field === 'expiryMonth' && issue.message === BOOKING_MESSAGES.expiry) errors.expiryYear ??= errors[field];
    }
  }
  const first = CARD_FIELDS.find((field) => errors[field]) ?? 'number';
  const firstIssue = parsed.error.issues.find((issue) => issue.path[0] === first) ?? parsed.error.issues[0];
  return { ok: false, errors, first, notice: splitMessage(firstIssue?.message ?? BOOKING_MESSAGES.cardNumber) };
}

function isCardField(value: string): value is CardField {
  return (CARD_FIELDS as readonly string[]).includes(value);
}
