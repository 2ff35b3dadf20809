import { z } from 'zod';
import { CursorParamSchema } from './cursor';
import { cardDigits, luhnValid, CARD_NUMBER_MAX, CARD_NUMBER_MIN } from '../cards';
import {
  AIRLINE_NAME,
  ageFitsType,
  ageOn,
  youthOnAgelessSlot,
  youthOnAgelessSlotMessage,
  normaliseName,
  passportExpiryState,
  type PassengerType,
} from '../passengers';
import { isPhoneCountry, toE164 } from '../phone';
import { SELLING_CURRENCIES } from '../pricing';
import {
  CabinClassSchema,
  ConditionsSchema,
  CurrencySchema,
  MoneyAmountSchema,
  PASSENGER_TYPES,
  SliceSchema,
  CarrierSchema,
} from './flights';
import { isIsoDate } from './search';
import { LOYALTY_MESSAGES, LoyaltyAccountSchema } from './loyalty';

/*
 * The booking contract (J3, J5, J7; docs/product/accounts-and-shell.md
 * J3, J4, J7; R1-R8). Every message a traveller can read is here, so the passenger
 * and card forms and the server say the same words. Rules that depend on the offer (passport,
 * ages on the travel date) are built by passengersSchema() from the offer's facts.
 */

export const BOOKING_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  nameLong: 'Names can be at most 50 characters',
  nameLetters: 'Names must contain letters',
  nameCharacters:
    "Names can use Latin letters (accents such as é are fine), spaces, hyphens (-) and apostrophes (') only, as on the passport",
  titleRequired: 'Title is required',
  genderRequired: 'Please choose male or female, as on the passport',
  dateOfBirth: 'Date of birth is required',
  dateOfBirthFormat: 'Date of birth must be a date written yyyy-MM-dd',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  primaryEmail: 'Valid email is required for primary passenger',
  primaryPhone: 'Phone number is required for primary passenger',
  email: 'Please enter a valid email address',
  phone: 'Phone number can contain digits, spaces, +, -, ( and ) only',
  phoneInvalid:
    'This is not a phone number of the country chosen: check the digits, or start with + and the country code',
  phoneCountry: 'Choose the country of the phone number',
  passportShort: 'Passport number must be at least 5 characters',
  passportLong: 'Passport number cannot exceed 20 characters',
  passportChars: 'Passport number can only contain letters and numbers',
  passportExpiryRequired: 'Passport expiry date is required',
  passportExpired: 'Passport must not be expired',
  passportExpiryFormat: 'Passport expiry date must be a date written yyyy-MM-dd',
  passportHasExpired: 'Passport has expired',
  passportExpiring: 'Less than 6 months validity',
  countryLength: 'Country code must be exactly 2 characters (ISO code)',
  countryLetters: 'Country code must contain only letters',
  passengerRequired: 'At least one passenger is required',
  incomplete: 'Please complete all required passenger information before continuing.',
  ageAdult: 'An adult must be 12 or older on the day of the last flight',
  ageChild: 'A child must be 2 to 11 years old on the day of the last flight',
  ageInfant: 'An infant must be under 2 years old on the day of the last flight',
  // Booking request (client check and server)
  offerId: 'Offer ID is required',
  bookingPassengers: 'At least one passenger is required for booking',
  passengerFirstName: 'First name is required for every passenger',
  passengerLastName: 'Last name is required for every passenger',
  passengerDateOfBirth: 'Date of birth is required for every passenger',
  amount: 'Payment amount is required',
  currency: 'Payment currency is required',
  cardRequired: 'Card details are required for card payment',
  paymentOneWay: 'Send either a paymentId from process-card or cardDetails, not both',
  cardOneWay: 'Send either cardDetails or a paymentToken, not both',
  // Card form
  cardNumber: 'Invalid Card Number: Please enter a valid card number',
  cardLuhn: 'The card number you entered is not valid',
  expiry: 'Invalid Expiry Date: Please enter a valid expiration date',
  cvv: 'Invalid CVV: Please enter a valid security code (CVV)',
  holderName: 'Invalid Card Holder Name: Please enter the name as it appears on your card',
  // Seats
  seatSelectionRequired: 'Seat Selection Required: Please select seats for all passengers',
} as const;

export const TITLES = ['mr', 'ms', 'mrs', 'miss', 'dr'] as const;
export const GENDERS = ['male', 'female', 'undisclosed'] as const;

/** '' from a form field means "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** J5: the primary passenger's (the first's) address is the booking's contact, and says so when wrong. */
const emailError = (issue: { path?: PropertyKey[] | undefined }) =>
  issue.path?.at(-2) === 0 ? BOOKING_MESSAGES.primaryEmail : BOOKING_MESSAGES.email;
const EMAIL = z.email({ error: emailError }).max(254, { error: emailError });

/** A first or last name: required, at most 50 characters, in the characters an airline takes (R26). */
const airlineName = (required: string) =>
  z
    .string({ error: required })
    .transform(normaliseName)
    .pipe(
      z
        .string()
        .min(1, required)
        .max(50, BOOKING_MESSAGES.nameLong)
        .regex(AIRLINE_NAME, BOOKING_MESSAGES.nameCharacters),
    );

/** One passenger as the form and the API send it; cross-field and offer rules are in passengersSchema(). */
export const PassengerSchema = z.object({
  /** The offer passenger this person fills (offer.passengers[].id); assigned in order by type when absent. */
  id: optional(z.string().max(100)),
  type: z.enum(PASSENGER_TYPES),
  title: optional(z.enum(TITLES)),
  firstName: airlineName(BOOKING_MESSAGES.firstName),
  lastName: airlineName(BOOKING_MESSAGES.lastName),
  gender: optional(z.enum(GENDERS)),
  dateOfBirth: z
    .string({ error: BOOKING_MESSAGES.dateOfBirth })
    .trim()
    .min(1, BOOKING_MESSAGES.dateOfBirth)
    .refine(isIsoDate, BOOKING_MESSAGES.dateOfBirthFormat),
  email: optional(EMAIL),
  phone: optional(
    z
      .string()
      .trim()
      .max(30, BOOKING_MESSAGES.phone)
      .regex(/^\+?[\d\s().-]{5,}$/, BOOKING_MESSAGES.phone),
  ),
  /** The phone number's country (ISO 3166 alpha-2) when it is typed without "+" (R26); default US. */
  phoneCountry: optional(z.string().trim().toUpperCase().refine(isPhoneCountry, BOOKING_MESSAGES.phoneCountry)),
  passportNumber: optional(
    z
      .string()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .pipe(
        z
          .string()
          .min(5, BOOKING_MESSAGES.passportShort)
          .max(20, BOOKING_MESSAGES.passportLong)
          .regex(/^[A-Z0-9]+$/, BOOKING_MESSAGES.passportChars),
      ),
  ),
  passportExpiryDate: optional(z.string().trim().refine(isIsoDate, BOOKING_MESSAGES.passportExpiryFormat)),
  passportIssuingCountry: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .length(2, BOOKING_MESSAGES.countryLength)
      .regex(/^[A-Z]+$/, BOOKING_MESSAGES.countryLetters),
  ),
  /** R49: a traveller saved on the signed-in account; the server fills the passport from it. */
  savedTravellerId: optional(z.uuid({ error: 'This saved traveller was not found.' })),
  /** R49: save this passenger on the signed-in account once the booking is made. */
  saveTraveller: z.boolean().optional(),
  /** R50: at most one per airline, sent to the airline as Duffel's loyalty_programme_accounts. */
  loyaltyProgrammeAccounts: z
    .array(LoyaltyAccountSchema)
    .max(5)
    .refine((list) => new Set(list.map((a) => a.airlineIataCode)).size === list.length, LOYALTY_MESSAGES.twice)
    .optional(),
});
export type Passenger = z.output<typeof PassengerSchema>;
export type PassengerInput = z.input<typeof PassengerSchema>;

export interface PassengerRules {
  /** passportRequired(offer) */
  passportRequired: boolean;
  /** lastFlightDate(offer): ages are measured on this day (R8). */
  travelDate: string;
  /** yyyy-MM-dd: the browser's date on the form, the server's on the API. */
  today: string;
  /** R26: the age each offer passenger (by id) was searched with; the birth date must agree. */
  searchedAges?: Readonly<Record<string, number>> | undefined;
}

/** R26: a birth date that contradicts the age the fare was searched for. */
export function searchedAgeMessage(searched: number, actual: number): string {
  const years = (n: number) => (n === 1 ? '1 year' : `${n} years`);
  return (
    `This passenger was searched as ${years(searched)} old, but this date of birth makes them ` +
    `${years(actual)} old on the day of the last flight. Check the date, or search again with the right age.`
  );
}

const AGE_MESSAGES: Record<PassengerType, string> = {
  adult: BOOKING_MESSAGES.ageAdult,
  child: BOOKING_MESSAGES.ageChild,
  infant_without_seat: BOOKING_MESSAGES.ageInfant,
};

/** J5's passenger rules for one offer: primary contact, passport, ages on the travel day. */
export function checkPassengers(passengers: readonly Passenger[], rules: PassengerRules, ctx: z.RefinementCtx): void {
  passengers.forEach((p, index) => {
    const at = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [index, field], message });
    if (index === 0) {
      if (!p.email) at('email', BOOKING_MESSAGES.primaryEmail);
      if (!p.phone) at('phone', BOOKING_MESSAGES.primaryPhone);
    }
    // R26: what every airline order needs (Duffel's order API refuses a passenger without them).
    if (!p.title) at('title', BOOKING_MESSAGES.titleRequired);
    if (p.gender !== 'male' && p.gender !== 'female') at('gender', BOOKING_MESSAGES.genderRequired);
    if (p.phone && toE164(p.phone, p.phoneCountry) === null) at('phone', BOOKING_MESSAGES.phoneInvalid);
    if (p.dateOfBirth > rules.today) at('dateOfBirth', BOOKING_MESSAGES.dateOfBirthFuture);
    else if (rules.travelDate && !ageFitsType(p.type, p.dateOfBirth, rules.travelDate)) {
      at('dateOfBirth', AGE_MESSAGES[p.type]);
    } else if (rules.travelDate && p.id !== undefined && rules.searchedAges?.[p.id] !== undefined) {
      const searched = rules.searchedAges[p.id] ?? 0;
      const actual = ageOn(p.dateOfBirth, rules.travelDate);
      if (actual !== searched) at('dateOfBirth', searchedAgeMessage(searched, actual));
    } else if (rules.travelDate && p.id !== undefined && rules.searchedAges) {
      const age = ageOn(p.dateOfBirth, rules.travelDate);
      if (youthOnAgelessSlot(p.type, rules.searchedAges[p.id], age)) at('dateOfBirth', youthOnAgelessSlotMessage(age));
    }
    if (rules.passportRequired) {
      // R49: a saved traveller's passport number is filled by the server, which checks it again.
      if (!p.passportNumber && !p.savedTravellerId) at('passportNumber', BOOKING_MESSAGES.passportShort);
      if (!p.passportIssuingCountry) at('passportIssuingCountry', BOOKING_MESSAGES.countryLength);
      if (!p.passportExpiryDate) at('passportExpiryDate', BOOKING_MESSAGES.passportExpiryRequired);
    }
    if (p.passportExpiryDate && passportExpiryState(p.passportExpiryDate, rules.today) === 'expired') {
      at('passportExpiryDate', BOOKING_MESSAGES.passportExpired);
    }
  });
}

/** The passenger list of one offer, as the form validates it and the booking service re-checks it. */
export function passengersSchema(rules: PassengerRules) {
  return z
    .array(PassengerSchema)
    .min(1, BOOKING_MESSAGES.passengerRequired)
    .max(9)
    .superRefine((passengers, ctx) => checkPassengers(passengers, rules, ctx));
}

/* Seats (R7): one per passenger with a seat, per segment. Prices are re-read on the server. */

export const SelectedSeatSchema = z.object({
  /** The offer passenger id (offer.passengers[].id). */
  passengerId: z.string().min(1).max(100),
  segmentId: z.string().min(1).max(100),
  /** The seat's service id from the seat map (element.available_services[].id). */
  seatId: z.string().min(1).max(200),
  designator: z.string().regex(/^\d{1,3}[A-Z]$/, 'Seat designator must look like 12A'),
  cabinClass: CabinClassSchema.optional(),
  price: z.object({ amount: MoneyAmountSchema, currency: CurrencySchema }).optional(),
});
export type SelectedSeat = z.infer<typeof SelectedSeatSchema>;

/* Bags (R53): extra bags bought from the offer's baggage services. Prices are re-read on the server. */

export const SelectedBagSchema = z.object({
  /** The service id from offer.available_services (type 'baggage'). */
  serviceId: z.string().min(1).max(200),
  /** The offer passenger the bags are for; must be one the service applies to. */
  passengerId: z.string().min(1).max(100),
  /** The flights the bags travel on, as the service lists them (checked when sent). */
  segmentIds: z.array(z.string().min(1).max(100)).max(20).optional(),
  quantity: z.number().int().min(1).max(9),
});
export type SelectedBag = z.infer<typeof SelectedBagSchema>;

/* Card details (J5). Never stored or logged (R4). */

function expiryInFuture(month: string, year: string, now: Date): boolean {
  const fullYear = 2000 + Number(year);
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  return fullYear > thisYear || (fullYear === thisYear && Number(month) >= thisMonth);
}

export const CardDetailsSchema = z
  .object({
    number: z
      .string({ error: BOOKING_MESSAGES.cardNumber })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(
        z
          .string()
          .regex(/^\d+$/, BOOKING_MESSAGES.cardNumber)
          .min(CARD_NUMBER_MIN, BOOKING_MESSAGES.cardNumber)
          .max(CARD_NUMBER_MAX, BOOKING_MESSAGES.cardNumber)
          .refine((digits) => luhnValid(cardDigits(digits)), BOOKING_MESSAGES.cardLuhn),
      ),
    expiryMonth: z
      .union([z.string(), z.number()], { error: BOOKING_MESSAGES.expiry })
      .transform((value) => String(value).trim())
      .pipe(z.string().regex(/^(0?[1-9]|1[0-2])$/, BOOKING_MESSAGES.expiry))
      .transform((value) => value.padStart(2, '0')),
    expiryYear: z
      .union([z.string(), z.number()], { error: BOOKING_MESSAGES.expiry })
      .transform((value) => String(value).trim())
      .pipe(z.string().regex(/^\d{2}$/, BOOKING_MESSAGES.expiry)),
    cvv: z
      .string({ error: BOOKING_MESSAGES.cvv })
      .trim()
      .regex(/^\d{3,4}$/, BOOKING_MESSAGES.cvv),
    holderName: z
      .string({ error: BOOKING_MESSAGES.holderName })
      .trim()
      .min(3, BOOKING_MESSAGES.holderName)
      .max(100, BOOKING_MESSAGES.holderName),
  })
  .superRefine((card, ctx) => {
    if (!expiryInFuture(card.expiryMonth, card.expiryYear, new Date())) {
      ctx.addIssue({ code: 'custom', path: ['expiryMonth'], message: BOOKING_MESSAGES.expiry });
    }
  });
export type CardDetails = z.output<typeof CardDetailsSchema>;
export type CardDetailsInput = z.input<typeof CardDetailsSchema>;

/** Amounts arrive as decimal strings (as offers carry them) or as JSON numbers. */
const AmountSchema = z
  .union([MoneyAmountSchema, z.number().nonnegative().finite()], { error: BOOKING_MESSAGES.amount })
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .pipe(MoneyAmountSchema);

/* POST /api/payments/process-card: authorises (holds) the amount; the booking captures it. */

/** A currency a card may be held in: one the site sells in. */
const SellingCurrencySchema = CurrencySchema.refine((code) => SELLING_CURRENCIES.includes(code), {
  message: 'The site does not sell in this currency',
});

/** A card token the browser made (R23): Stripe's confirmation token, or the built-in processor's. */
export const PaymentTokenSchema = z.string().regex(/^(ctoken|tptok)_[A-Za-z0-9_-]{6,200}$/, {
  error: 'This card token is not valid. Please enter your card again.',
});

export const ProcessCardRequestSchema = z
  .object({
    amount: AmountSchema,
    currency: SellingCurrencySchema.default('USD'),
    /** The card itself (the spec's programs, built-in processor only)… */
    cardDetails: CardDetailsSchema.optional(),
    /** …or the token the payment page made of it. */
    paymentToken: PaymentTokenSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.cardDetails && !body.paymentToken) {
      ctx.addIssue({ code: 'custom', path: ['cardDetails'], message: BOOKING_MESSAGES.cardRequired });
    }
    if (body.cardDetails && body.paymentToken) {
      ctx.addIssue({ code: 'custom', path: ['paymentToken'], message: BOOKING_MESSAGES.cardOneWay });
    }
  });
export type ProcessCardRequest = z.input<typeof ProcessCardRequestSchema>;

export const ProcessCardResponseSchema = z.object({
  success: z.literal(true),
  paymentId: z.uuid(),
  /** requires_action: the card's bank asks for 3-D Secure; the page runs it with clientSecret (R23). */
  status: z.enum(['authorized', 'requires_action']),
  clientSecret: z.string().optional(),
  amount: MoneyAmountSchema,
  currency: CurrencySchema,
  card: z.object({ brand: z.string(), last4: z.string().regex(/^\d{4}$/) }),
});
export type ProcessCardResponse = z.infer<typeof ProcessCardResponseSchema>;

/* POST /api/bookings */

const PaymentFieldsSchema = z.object({
  amount: AmountSchema,
  currency: SellingCurrencySchema.default('USD'),
  /** The authorisation process-card returned for this attempt. */
  paymentId: z.uuid().optional(),
  /** Or the card itself: the booking service authorises it. */
  cardDetails: CardDetailsSchema.optional(),
});

/** Exactly one way to pay: process-card's authorisation or the card. */
function checkPaymentMeans(
  payment: { paymentId?: string | undefined; cardDetails?: unknown },
  ctx: z.RefinementCtx,
  at: string[],
): void {
  if (!payment.paymentId && !payment.cardDetails) {
    ctx.addIssue({ code: 'custom', path: [...at, 'cardDetails'], message: BOOKING_MESSAGES.cardRequired });
  }
  if (payment.paymentId && payment.cardDetails) {
    ctx.addIssue({ code: 'custom', path: [...at, 'paymentId'], message: BOOKING_MESSAGES.paymentOneWay });
  }
}

export const PaymentDetailsSchema = PaymentFieldsSchema.superRefine((payment, ctx) =>
  checkPaymentMeans(payment, ctx, []),
);

export const HOLD_MESSAGES = {
  noCard: 'A hold takes no card: nothing is charged until you pay it.',
  signIn: 'Please sign in to hold a price: you pay a hold later from My Trips.',
  notAllowed: 'This fare must be paid now: the airline does not hold it.',
  expired: 'This hold has passed its payment deadline: the airline released the seats and nothing was charged.',
  notOnHold: 'This booking is not on hold.',
  released: 'The hold is released. Nothing was charged.',
} as const;

export const CreateBookingRequestSchema = z
  .object({
    offerId: z.string({ error: BOOKING_MESSAGES.offerId }).trim().min(1, BOOKING_MESSAGES.offerId).max(200),
    passengers: z
      .array(PassengerSchema, { error: BOOKING_MESSAGES.bookingPassengers })
      .min(1, BOOKING_MESSAGES.bookingPassengers)
      .max(9),
    seats: z.array(SelectedSeatSchema).max(100).default([]),
    bags: z.array(SelectedBagSchema).max(100).default([]),
    paymentDetails: PaymentFieldsSchema,
    /**
     * R55: hold the price and pay later (an offer whose payment_requirements allow it): the
     * airline holds the order, no card is taken, paymentDetails carry only the total seen.
     */
    hold: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.hold) return checkPaymentMeans(body.paymentDetails, ctx, ['paymentDetails']);
    if (body.paymentDetails.paymentId || body.paymentDetails.cardDetails) {
      ctx.addIssue({ code: 'custom', path: ['paymentDetails', 'cardDetails'], message: HOLD_MESSAGES.noCard });
    }
  });
export type CreateBookingRequest = z.input<typeof CreateBookingRequestSchema>;
export type CreateBookingInput = z.output<typeof CreateBookingRequestSchema>;

/* What the traveller sees of a booking (My Trips, confirmation). */

/** R55: 'on_hold' (booked, not paid), then 'hold_expired' (deadline passed) or 'released' (let go). */
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'failed',
  'on_hold',
  'hold_expired',
  'released',
] as const;

/** R55: a hold's deadlines, as the airline set them (Duffel's payment_status). */
export const HoldTermsSchema = z.object({
  payment_required_by: z.string(),
  price_guarantee_expires_at: z.string().nullable(),
});
export type HoldTerms = z.infer<typeof HoldTermsSchema>;

export const BookedPassengerSchema = z.object({
  id: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  type: z.enum(PASSENGER_TYPES),
  /** R50: the loyalty numbers sent to the airline for this passenger. */
  loyalty_programme_accounts: z
    .array(z.object({ airline_iata_code: z.string(), account_number: z.string() }))
    .optional(),
  /** Seats by segment id: '14C'. */
  seats: z.array(z.object({ segmentId: z.string(), designator: z.string() })).default([]),
  /** The airline's e-ticket numbers for this passenger, once issued (13 digits). */
  ticket_numbers: z.array(z.string()).optional(),
});

export const BookedSeatSchema = z.object({
  passengerId: z.string(),
  segmentId: z.string(),
  designator: z.string(),
  amount: MoneyAmountSchema,
  currency: CurrencySchema,
});

/** R53: extra bags bought with the booking, at the selling price paid for all of them. */
export const BookedBagSchema = z.object({
  passengerId: z.string(),
  segmentIds: z.array(z.string()),
  quantity: z.number().int().min(1),
  type: z.enum(['checked', 'carry_on']),
  maximum_weight_kg: z.number().nullable(),
  amount: MoneyAmountSchema,
  currency: CurrencySchema,
});
export type BookedBag = z.infer<typeof BookedBagSchema>;

/** R42: a schedule change the airline made after booking, with the flights as they now are. */
export const AirlineChangeSchema = z.object({
  id: z.string(),
  detected_at: z.string(),
  slices: z.array(SliceSchema),
  /** What the airline lets the traveller do about it (Duffel: accept, cancel, change, update). */
  actions: z.array(z.string()),
  /** When the traveller accepted the new flights on the site; the booking's flights are then these. */
  accepted_at: z.string().nullable().optional(),
});
export type AirlineChange = z.infer<typeof AirlineChangeSchema>;

export const BookingDataSchema = z.object({
  slices: z.array(SliceSchema),
  passengers: z.array(BookedPassengerSchema),
  conditions: ConditionsSchema.nullable(),
  owner: CarrierSchema.nullable().optional(),
  /** What was charged: fare plus seats and bags, at selling price. */
  total_amount: MoneyAmountSchema.default('0'),
  total_currency: CurrencySchema.default('USD'),
  seats: z.array(BookedSeatSchema).default([]),
  bags: z.array(BookedBagSchema).default([]),
  /** The airline's own reference (PNR), for check-in. */
  airline_reference: z.string().nullable().optional(),
  /** R42: the airline's schedule changes since booking, oldest first. */
  airline_changes: z.array(AirlineChangeSchema).optional(),
  /** R57: the airline cancelled the order of its own accord; the card is refunded in full. */
  airline_cancellation: z
    .object({
      detected_at: z.string(),
      /** When the traveller was e-mailed; null until the refund has gone through. */
      notified_at: z.string().nullable().optional(),
    })
    .optional(),
  /** R55: set when the booking was made as a hold; total_amount is then the held price. */
  hold: HoldTermsSchema.optional(),
});
export type BookingData = z.infer<typeof BookingDataSchema>;

export const BookingSchema = z.object({
  id: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  /** The provider's order id without its 'ord_' prefix; its first 8 characters upper-cased are the reference. */
  duffelBookingId: z.string().nullable(),
  bookingReference: z.string().nullable(),
  bookingData: BookingDataSchema,
  failureReason: z.string().nullable(),
  refund: z.object({ amount: MoneyAmountSchema, currency: CurrencySchema }).nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  /**
   * R47: the card that paid, for the receipt: only the brand and last four digits (R4). Sent with
   * one booking (GET /api/bookings/:id), not with the list; null when nothing was charged.
   */
  payment: z
    .object({
      cardBrand: z.string().nullable(),
      cardLast4: z.string().nullable(),
      amount: MoneyAmountSchema,
      refunded: MoneyAmountSchema,
      currency: CurrencySchema,
    })
    .nullable()
    .optional(),
});
export type Booking = z.infer<typeof BookingSchema>;

/** The tabs of My Trips (A2): which bookings each holds, and each is paged in its own order (R44). */
export const TRIP_TABS = ['upcoming', 'past', 'cancelled'] as const;
export type TripTab = (typeof TRIP_TABS)[number];

/** R44: a page holds at most this many bookings. */
export const BOOKINGS_PAGE_SIZE = 50;

/**
 * GET /api/bookings?tab=&before=: without `tab` every booking newest first; with it that tab's
 * bookings in the tab's order (upcoming soonest first, past latest first, cancelled latest first).
 */
export const BookingsListQuerySchema = z.object({
  tab: z.enum(TRIP_TABS).optional(),
  before: CursorParamSchema.optional(),
});
export type BookingsListQueryInput = z.input<typeof BookingsListQuerySchema>;

export const BookingsListSchema = z.object({
  bookings: z.array(BookingSchema),
  /** R44: pass as `before` (with the same `tab`) for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many bookings each tab holds; on the first page only (without `before`). */
  counts: z.object({ upcoming: z.number().int(), past: z.number().int(), cancelled: z.number().int() }).optional(),
});
export type BookingsList = z.infer<typeof BookingsListSchema>;

export const CreateBookingResponseSchema = z.object({
  id: z.uuid(),
  duffelBookingId: z.string(),
  bookingReference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  accountCreated: z.boolean(),
  /** Shown once on the confirmation when an account was created (R6). */
  accountInfo: z.object({ username: z.string(), password: z.string(), email: z.string() }).nullable(),
  /** The e-mail already had an account: the booking is on it, sign in to see it. */
  signInToSeeTrip: z.boolean(),
  /** R30: the address has an account whose owner has not confirmed it; a link went to the address. */
  confirmEmailToSeeTrip: z.boolean(),
  /** The confirmation e-mail as sent (R12). */
  emailContent: z.object({ to: z.string(), subject: z.string(), text: z.string() }),
  booking: BookingSchema,
});
export type CreateBookingResponse = z.infer<typeof CreateBookingResponseSchema>;

export const CancelBookingResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  booking: BookingSchema,
});
export type CancelBookingResponse = z.infer<typeof CancelBookingResponseSchema>;

/** R28: the cancel request may name the quote the traveller saw; without one it cancels at once (A4). */
export const CancelBookingRequestSchema = z.object({ quoteId: z.string().min(1).max(100).optional() }).nullish();

export const REFUND_DESTINATIONS = ['card', 'airline_credits', 'voucher', 'unknown', 'none'] as const;

/** R28: POST /api/bookings/:id/cancellation-quote, what cancelling now would give back. */
export const CancellationQuoteResponseSchema = z.object({
  /** Send it back to /cancel to confirm this quote; null for a booking with no airline order yet. */
  quoteId: z.string().nullable(),
  /** What comes back: to the card (our refund), or the airline's credits or voucher; null when not known. */
  refund: z.object({ amount: MoneyAmountSchema, currency: CurrencySchema }).nullable(),
  /** 'none': nothing is due (non-refundable, or nothing was charged). */
  refundTo: z.enum(REFUND_DESTINATIONS),
  /** The quote must be confirmed before this instant. */
  expiresAt: z.string().nullable(),
  /** The quote in the traveller's words. */
  message: z.string(),
});
export type CancellationQuoteResponse = z.infer<typeof CancellationQuoteResponseSchema>;

/** R55: POST /api/bookings/:id/pay: the total the traveller saw, and the card. */
export const PayHoldRequestSchema = PaymentDetailsSchema;
export type PayHoldRequest = z.input<typeof PayHoldRequestSchema>;

/** R55: GET /api/bookings/:id/hold-price: what paying the hold costs now. */
export const HoldPriceSchema = z.object({
  amount: MoneyAmountSchema,
  currency: CurrencySchema,
  /** The price guarantee passed and the airline changed the price: the page says so. */
  repriced: z.boolean(),
  /** The held price, for the comparison. */
  heldAmount: MoneyAmountSchema,
  paymentRequiredBy: z.string(),
  priceGuaranteeExpiresAt: z.string().nullable(),
});
export type HoldPrice = z.infer<typeof HoldPriceSchema>;

/** J9: the first 8 characters of the provider booking id, upper-cased. */
export function bookingReference(duffelBookingId: string): string {
  return duffelBookingId.slice(0, 8).toUpperCase();
}
