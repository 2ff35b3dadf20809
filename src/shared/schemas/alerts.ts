import { z } from 'zod';
import {
  CABIN_CLASSES,
  isIsoDate,
  MAX_CONNECTIONS_LIMIT,
  PASSENGER_LIMITS,
  passengerIssues,
  SEARCH_MESSAGES,
} from './search-rules';
import { searchFields } from './search';

/*
 * R51: price alerts. The search is the one- or two-flight search of the results page (the /search
 * address's fields); the traveller chooses how big a drop is worth an e-mail.
 */

export const ALERT_MESSAGES = {
  dropKind: 'Choose a drop in money or in percent',
  dropAmount: 'The drop must be a whole amount from 1 to 10,000',
  dropPercent: 'The drop must be from 1 to 90 percent',
  email: 'Please enter a valid email address',
  emailRequired: 'Sign in or give an email address to track prices',
  searchInPast: 'This search has already departed, so its price cannot be tracked',
  notFound: 'No such price alert',
  invalidToken: 'This link is not valid: nothing was changed. Use the link in the latest e-mail about this alert.',
  unsubscribed: 'You will get no more e-mails about this price alert.',
  confirmed: 'Your price alert is on: we will e-mail you when the price drops.',
  ended: 'This alert has ended: its flight has departed.',
  tooMany: 'You have too many price alerts; delete one first',
  tooManyRequests:
    'You have set several price alerts in a short time. Please wait a while before setting another, or sign in.',
} as const;

/** The default: an e-mail when the cheapest total drops by 5% or more. */
export const DEFAULT_DROP = { dropKind: 'percent', dropValue: 5 } as const;
export const MAX_ALERTS_PER_OWNER = 50;

export const ALERT_STATUSES = ['unconfirmed', 'active', 'paused', 'ended', 'unsubscribed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

const date = z
  .string({ error: SEARCH_MESSAGES.departureDate })
  .trim()
  .refine((value) => isIsoDate(value), SEARCH_MESSAGES.departureDateFormat);

/** POST /api/alerts: a search as /search writes it (no past-date rule: that is a 422, R51), and the drop. */
export const CreateAlertSchema = z
  .object({
    origin: searchFields.origin,
    destination: searchFields.destination,
    departureDate: date,
    returnDate: z.preprocess((v) => (v === '' || v === null ? undefined : v), date.optional()),
    cabinClass: z.enum(CABIN_CLASSES, { error: SEARCH_MESSAGES.cabinClass }).default('economy'),
    adultsCount: z.coerce
      .number()
      .int()
      .min(PASSENGER_LIMITS.adults.min, SEARCH_MESSAGES.adultsMin)
      .max(PASSENGER_LIMITS.adults.max, SEARCH_MESSAGES.adultsMax)
      .default(1),
    childrenCount: z.coerce
      .number()
      .int()
      .min(0)
      .max(PASSENGER_LIMITS.children.max, SEARCH_MESSAGES.children)
      .default(0),
    infantsCount: z.coerce.number().int().min(0).max(PASSENGER_LIMITS.infants.max, SEARCH_MESSAGES.infants).default(0),
    childAges: searchFields.childAges,
    infantAges: searchFields.infantAges,
    youthAges: searchFields.youthAges,
    maxConnections: z.coerce
      .number()
      .int()
      .min(0)
      .max(MAX_CONNECTIONS_LIMIT, SEARCH_MESSAGES.maxConnections)
      .optional(),
    dropKind: z.enum(['amount', 'percent'], { error: ALERT_MESSAGES.dropKind }).default(DEFAULT_DROP.dropKind),
    /** Whole currency units for 'amount', whole percent for 'percent'. */
    dropValue: z.coerce.number({ error: ALERT_MESSAGES.dropPercent }).int().default(DEFAULT_DROP.dropValue),
    /** A visitor's address (a signed-in traveller's alerts go to their account's). */
    email: z.email({ error: ALERT_MESSAGES.email }).max(254, ALERT_MESSAGES.email).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.origin === value.destination) {
      ctx.addIssue({ code: 'custom', path: ['destination'], message: SEARCH_MESSAGES.sameAirports });
    }
    // R58: the youths' ages go to the airline, so they are checked as a search checks them.
    for (const issue of passengerIssues(value)) {
      if (issue.path[0] === 'youthAges') ctx.addIssue({ code: 'custom', ...issue });
    }
    const [min, max, message] =
      value.dropKind === 'amount' ? [1, 10_000, ALERT_MESSAGES.dropAmount] : [1, 90, ALERT_MESSAGES.dropPercent];
    if (value.dropValue < min || value.dropValue > max) {
      ctx.addIssue({ code: 'custom', path: ['dropValue'], message });
    }
  });
export type CreateAlertInput = z.infer<typeof CreateAlertSchema>;

export const AlertSchema = z.object({
  id: z.string(),
  status: z.enum(ALERT_STATUSES),
  origin: z.string(),
  destination: z.string(),
  departureDate: z.string(),
  returnDate: z.string().nullable(),
  cabinClass: z.enum(CABIN_CLASSES),
  passengers: z.number().int(),
  dropKind: z.enum(['amount', 'percent']),
  dropValue: z.number().int(),
  currency: z.string(),
  /** The price the next drop is measured from, and the latest price seen (decimal strings). */
  baselineAmount: z.string(),
  lastAmount: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  /** The /search address of the alert's search. */
  searchPath: z.string(),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof AlertSchema>;

export const CreateAlertResponseSchema = z.object({ alert: AlertSchema, message: z.string() });
export const AlertListSchema = z.object({ alerts: z.array(AlertSchema) });
export const AlertParamsSchema = z.object({ id: z.uuid({ error: ALERT_MESSAGES.notFound }) });
export const UpdateAlertSchema = z.object({
  status: z.enum(['active', 'paused'], { error: 'Status must be active or paused' }),
});
export const AlertTokenSchema = z.object({
  token: z.string({ error: ALERT_MESSAGES.invalidToken }).min(1, ALERT_MESSAGES.invalidToken).max(200),
});
export const AlertMessageSchema = z.object({ success: z.boolean(), message: z.string() });

/** The Track prices form: the drop as typed, and an address when nobody is signed in. */
export function createTrackPricesFormSchema(needsEmail: boolean) {
  return z
    .object({
      dropKind: z.enum(['amount', 'percent'], { error: ALERT_MESSAGES.dropKind }),
      dropValue: z.string().trim(),
      email: z.string().trim(),
    })
    .superRefine((value, ctx) => {
      const amount = value.dropKind === 'amount';
      const n = Number(value.dropValue);
      if (!/^\d+$/.test(value.dropValue) || n < 1 || n > (amount ? 10_000 : 90)) {
        ctx.addIssue({
          code: 'custom',
          path: ['dropValue'],
          message: amount ? ALERT_MESSAGES.dropAmount : ALERT_MESSAGES.dropPercent,
        });
      }
      if (needsEmail && !z.email().safeParse(value.email).success) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: ALERT_MESSAGES.email });
      }
    });
}
