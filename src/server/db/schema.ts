import { sql } from 'drizzle-orm';
import { BOOKING_STATUSES } from '../../shared/schemas/booking';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * Money is stored in integer minor units (cents) beside its ISO currency code; never floats.
 * Timestamps are timestamptz so processes in different zones agree.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
/** A row's birth and last change; spread last so the columns keep their order. */
const timestamps = { createdAt: createdAt(), updatedAt: updatedAt() };
/** The account a row belongs to: deleting the account deletes the row. */
const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const expiresAt = () => timestamptz('expires_at').notNull();
const usedAt = () => timestamptz('used_at');

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** When the owner opened a link sent to `email` (R30); until then no booking is attached by address. */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** R48: the authenticator's secret, sealed (secret-box.ts); set at set-up, before it is confirmed. */
    totpSecret: text('totp_secret'),
    /** R48: when the owner confirmed a code and two-factor sign-in went on; null while off. */
    twoFactorEnabledAt: timestamptz('two_factor_enabled_at'),
    /** R48: the 30-second step of the last code accepted: no code of that step or before counts again. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    // Case-insensitive uniqueness: 'Alice' and 'alice' are the same person.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not yield live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: ownerId(),
    remember: boolean('remember').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** Absolute end of life, whatever the activity. */
    expiresAt: expiresAt(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** R48: single-use recovery codes, as keyed hashes (secret-box.ts); a used one keeps its row. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownerId(),
    codeHash: text('code_hash').notNull(),
    usedAt: usedAt(),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/**
 * R48: a sign-in whose password was right, waiting for the account's second factor. Not a
 * session: it opens nothing but the code step, for five minutes and a few tries.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    /** SHA-256 of the token the browser holds. */
    tokenHash: text('token_hash').primaryKey(),
    userId: ownerId(),
    remember: boolean('remember').notNull().default(false),
    /** The device cookie's nonce the password step counted under (R35), so the code step counts there too. */
    device: text('device'),
    failures: integer('failures').notNull().default(0),
    expiresAt: expiresAt(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_sign_ins_user_idx').on(t.userId), index('pending_sign_ins_expires_idx').on(t.expiresAt)],
);

export const brands = pgTable('brands', {
  /** The slug the spec resolves from the host or ?brand= ('default', 'acme.travel'...). */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Host names that resolve to this brand, lower-case, without 'www.'. */
  domains: jsonb('domains').$type<string[]>().notNull().default([]),
  logoUrl: text('logo_url'),
  theme: jsonb('theme').$type<Record<string, string>>().notNull().default({}),
  contact: jsonb('contact').$type<Record<string, string>>().notNull().default({}),
  social: jsonb('social').$type<Record<string, string>>().notNull().default({}),
  analytics: jsonb('analytics').$type<Record<string, string>>().notNull().default({}),
  /** The operating company shown in the footer and legal pages: legalName, registeredOffice, companyNumber. */
  company: jsonb('company').$type<Record<string, string>>().notNull().default({}),
  /** Agency markup in basis points: 2300 = 23% (R1). */
  markupBasisPoints: integer('markup_basis_points').notNull().default(2300),
  /** R46: airline searches one flexible-date grid or nearby-airports search may make; null = the provider's default. */
  flexSearchBudget: integer('flex_search_budget'),
  /** R51: airline searches the price-alert checks of one scheduled run may make; null = the provider's default. */
  alertSearchBudget: integer('alert_search_budget'),
  ...timestamps,
});

// One list with the API's (R55 added on_hold, hold_expired and released: a text column, no migration).
export { BOOKING_STATUSES };
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    /** The step the booking service last completed durably, so a restart can finish or roll back. */
    step: text('step').notNull().default('received'),
    provider: text('provider').notNull(),
    offerId: text('offer_id').notNull(),
    /** The provider's order id; its first 8 characters upper-cased are the booking reference. */
    providerOrderId: text('provider_order_id'),
    contactEmail: text('contact_email').notNull(),
    totalAmountMinor: bigint('total_amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    /** What the traveller sees: slices, passengers (no documents beyond the spec's), conditions. */
    bookingData: jsonb('booking_data').$type<Record<string, unknown>>().notNull().default({}),
    failureReason: text('failure_reason'),
    /** The buyer's request as validated (passengers, seats), without card data: recovery replays the order from it. */
    request: jsonb('request').$type<Record<string, unknown>>(),
    /** The Idempotency-Key of the attempt that made it, if one was sent. */
    idempotencyKey: text('idempotency_key'),
    refundAmountMinor: bigint('refund_amount_minor', { mode: 'number' }),
    cancelledAt: timestamptz('cancelled_at'),
    ...timestamps,
  },
  (t) => [
    // R44: My Trips pages a traveller's bookings by (created_at, id).
    index('bookings_user_idx').on(t.userId, t.createdAt, t.id),
    index('bookings_status_idx').on(t.status, t.step),
    uniqueIndex('bookings_provider_order_idx').on(t.providerOrderId),
    // R5: one booking per Idempotency-Key, whatever crashes and retries happen.
    uniqueIndex('bookings_idempotency_key_idx')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
  ],
);

export const bookingStatusHistory = pgTable(
  'booking_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    step: text('step').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_status_history_booking_idx').on(t.bookingId, t.id)],
);

/**
 * requires_action: the card's bank asks the traveller to authenticate first; nothing is held yet.
 * unknown: the processor did not answer the authorisation; the sweep asks again and releases
 * whatever it made (R23).
 */
export const PAYMENT_STATUSES = [
  'requires_action',
  'unknown',
  'authorized',
  'captured',
  'voided',
  'refunded',
  'failed',
] as const;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    processor: text('processor').notNull(),
    processorRef: text('processor_ref'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    // Only what R4 allows: never the number or the CVV.
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: smallint('card_exp_month'),
    cardExpYear: smallint('card_exp_year'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    // R36: a hash of the browser that made the hold; only that browser's booking may use it.
    visitor: text('visitor'),
    // R23: the browser's token this payment was made with; a token pays once.
    sourceToken: text('source_token'),
    // R23: for an unknown outcome, the authorisation as it was asked (no card data): asked again, with its key.
    attempt: jsonb('attempt').$type<{
      idempotencyKey: string;
      metadata?: Record<string, string>;
      returnUrl?: string;
    }>(),
    ...timestamps,
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    uniqueIndex('payments_source_token_idx').on(t.sourceToken),
    check('payments_amount_positive', sql`${t.amountMinor} >= 0`),
    check('payments_last4_shape', sql`${t.cardLast4} IS NULL OR ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The endpoint the key was used on: one key cannot replay another endpoint's answer. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical request body: same key, different body is a 422 (R5). */
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in_progress', 'completed'] })
      .notNull()
      .default('in_progress'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/*
 * The built-in test card processor's own ledger (R3): a real processor remembers its
 * authorisations, so capture, void and refund are checked against what was held, in every process.
 */
export const testProcessorPayments = pgTable(
  'test_processor_payments',
  {
    id: text('id').primaryKey(),
    /** A repeated authorisation with the same key returns the first one. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['requires_action', 'authorized', 'captured', 'voided', 'failed'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The token it was paid with, and what its card does once authenticated (R23). */
    tokenId: text('token_id'),
    /** Lets the traveller's browser authenticate this payment, and nothing else. */
    clientSecret: text('client_secret'),
    failureCode: text('failure_code'),
    capturedMinor: bigint('captured_minor', { mode: 'number' }).notNull().default(0),
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardExpMonth: smallint('card_exp_month'),
    cardExpYear: smallint('card_exp_year'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('test_processor_payments_key_idx').on(t.idempotencyKey),
    uniqueIndex('test_processor_payments_secret_idx').on(t.clientSecret),
  ],
);

interface TestCardOutcomeColumn {
  authenticate: boolean;
  failure?: { code: string; declineCode?: string; message: string };
}

/**
 * The built-in processor's card tokens (R23): what the browser's card form is exchanged for, so a
 * booking pays as it would with Stripe. Kept: what R4 allows, a keyed fingerprint of the number, and
 * what the test card will do. A token pays once, for the browser that made it, within its lifetime.
 */
export const testProcessorTokens = pgTable('test_processor_tokens', {
  id: text('id').primaryKey(),
  cardBrand: text('card_brand').notNull(),
  cardLast4: text('card_last4').notNull(),
  cardExpMonth: smallint('card_exp_month').notNull(),
  cardExpYear: smallint('card_exp_year').notNull(),
  fingerprint: text('fingerprint').notNull(),
  outcome: jsonb('outcome').$type<TestCardOutcomeColumn>().notNull(),
  visitor: text('visitor'),
  brandId: text('brand_id'),
  usedAt: usedAt(),
  expiresAt: expiresAt(),
  createdAt: createdAt(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** Stripe's webhook events already handled (R23): each is acted on once, however often it comes. */
export const processorEvents = pgTable('processor_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'kept'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  // R44: the admin's outbox pages by (created_at, id), unfiltered or by kind or status; the status
  // index also serves the retention sweep (sent mail past OUTBOX_RETENTION_DAYS).
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt, t.id),
    index('email_outbox_kind_idx').on(t.kind, t.createdAt, t.id),
    index('email_outbox_status_idx').on(t.status, t.createdAt, t.id),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short human reference given back to the sender, e.g. 'CM-7K2Q9D'. */
    reference: text('reference').notNull().unique(),
    brandId: text('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    bookingRef: text('booking_ref'),
    priority: text('priority').notNull(),
    message: text('message').notNull(),
    preferredContact: text('preferred_contact').notNull(),
    consentAt: timestamptz('consent_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt, t.id)],
);

/* Accounts (issue: accounts). Counted in the database so every process agrees. */

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'account' (lower-cased username) or 'ip' (client address). */
    scope: text('scope', { enum: ['account', 'ip'] }).notNull(),
    key: text('key').notNull(),
    succeeded: boolean('succeeded').notNull().default(false),
    /** A sign-in still checking its password: it counts as a failure only once it has failed (R35). */
    pending: boolean('pending').notNull().default(false),
    attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
  },
  (t) => [index('login_attempts_lookup_idx').on(t.scope, t.key, t.attemptedAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    /** SHA-256 of the token e-mailed to the user; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: ownerId(),
    expiresAt: expiresAt(),
    usedAt: usedAt(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/* R30: links that prove the owner of an account reads the address it gives. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    /** SHA-256 of the token e-mailed; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: ownerId(),
    /** The address the link was sent to: a link for an address the account no longer has proves nothing. */
    email: text('email').notNull(),
    expiresAt: expiresAt(),
    usedAt: usedAt(),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

/* The sandbox airline's own records: orders must survive a restart (R16). */

export const sandboxOrders = pgTable(
  'sandbox_orders',
  {
    id: text('id').primaryKey(),
    bookingReference: text('booking_reference').notNull(),
    /** Our booking id: a retry after a crash finds the order instead of making a second. */
    reference: text('reference').notNull(),
    offer: jsonb('offer').$type<Record<string, unknown>>().notNull(),
    passengers: jsonb('passengers').$type<Record<string, unknown>[]>().notNull(),
    services: jsonb('services').$type<{ id: string; quantity: number }[]>().notNull().default([]),
    totalAmountMinor: bigint('total_amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    cancelledAt: timestamptz('cancelled_at'),
    /** R55: a hold's deadlines (null for an order paid when made) and when it was paid. */
    paymentRequiredBy: timestamptz('payment_required_by'),
    priceGuaranteeExpiresAt: timestamptz('price_guarantee_expires_at'),
    paidAt: timestamptz('paid_at'),
  },
  (t) => [uniqueIndex('sandbox_orders_reference_idx').on(t.reference)],
);

export const sandboxCancellations = pgTable('sandbox_cancellations', {
  id: text('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => sandboxOrders.id, { onDelete: 'cascade' }),
  refundAmountMinor: bigint('refund_amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  expiresAt: expiresAt(),
  confirmedAt: timestamptz('confirmed_at'),
  createdAt: createdAt(),
});

/**
 * R49: the travellers an account books for (the holder first, then family and colleagues). The
 * passport number is kept sealed (AES-256-GCM, services/platform/secret-box.ts) with only its last
 * four characters readable; deleting the account deletes them.
 */
export const savedTravellers = pgTable(
  'saved_travellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    /** The account holder is listed first. */
    isAccountHolder: boolean('is_account_holder').notNull().default(false),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    dateOfBirth: text('date_of_birth').notNull(),
    nationality: text('nationality'),
    passportSealed: text('passport_sealed'),
    passportLast4: text('passport_last4'),
    passportExpiryDate: text('passport_expiry_date'),
    passportIssuingCountry: text('passport_issuing_country'),
    phone: text('phone'),
    phoneCountry: text('phone_country'),
    email: text('email'),
    /** R50: [{airlineIataCode, accountNumber}]. */
    loyaltyAccounts: jsonb('loyalty_accounts')
      .$type<{ airlineIataCode: string; accountNumber: string }[]>()
      .notNull()
      .default([]),
    ...timestamps,
  },
  (t) => [index('saved_travellers_user_idx').on(t.userId, t.createdAt)],
);

/* R51: price alerts on a saved search, and the job queue that checks them. */

export const PRICE_ALERT_STATUSES = ['unconfirmed', 'active', 'paused', 'ended', 'unsubscribed'] as const;
export type PriceAlertStatus = (typeof PRICE_ALERT_STATUSES)[number];

export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** The owner; null for a visitor's alert, which works once its address is confirmed. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The site's origin the alert was set on (trusted at the time): its e-mails link there. */
    siteOrigin: text('site_origin').notNull(),
    /** The search as the API reads it (slices, cabin, passengers, maxConnections), without paging. */
    search: jsonb('search').$type<Record<string, unknown>>().notNull(),
    /** The first flight's date: the alert ends once it has passed. */
    departureDate: text('departure_date').notNull(),
    dropKind: text('drop_kind', { enum: ['amount', 'percent'] }).notNull(),
    /** Minor units for 'amount', whole percent for 'percent'. */
    dropValue: integer('drop_value').notNull(),
    currency: text('currency').notNull(),
    /** The cheapest selling price the next drop is measured from: at creation, then at each e-mail. */
    baselineMinor: bigint('baseline_minor', { mode: 'number' }).notNull(),
    lastPriceMinor: bigint('last_price_minor', { mode: 'number' }),
    lastCheckedAt: timestamptz('last_checked_at'),
    lastNotifiedAt: timestamptz('last_notified_at'),
    status: text('status', { enum: PRICE_ALERT_STATUSES }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('price_alerts_user_idx').on(t.userId, t.createdAt),
    index('price_alerts_due_idx').on(t.status, t.lastCheckedAt),
  ],
);

export const JOB_STATUSES = ['queued', 'running', 'done', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** ADR 0005: our own queue on the database (FOR UPDATE SKIP LOCKED), the same on PGlite and PostgreSQL. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** One job per key: schedulers in several processes enqueue the same run once. */
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    lockedAt: timestamptz('locked_at'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    ...timestamps,
  },
  (t) => [uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey), index('jobs_due_idx').on(t.status, t.runAt)],
);
