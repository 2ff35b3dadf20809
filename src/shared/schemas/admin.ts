import { z } from 'zod';
import { CursorParamSchema } from './cursor';

/*
 * The admin area (A3, A6 and A7; R12, R17, R18): the
 * live-mode switch and the admin's read-only views of the e-mail outbox and the contact messages.
 */

/** GET /api/admin/settings: the spec's four fields, plus what the screen needs to explain a refusal. */
export const AdminSettingsSchema = z.object({
  enableLiveMode: z.boolean(),
  /** A Duffel access token is configured (test or live). */
  duffelApiConfigured: z.boolean(),
  /** A Stripe secret key is configured (test or live). */
  stripeConfigured: z.boolean(),
  environment: z.enum(['production', 'development']),
  /** The Duffel token is a live one (duffel_live_...). */
  duffelLiveKey: z.boolean(),
  /** The Stripe key is a live one (sk_live_ / rk_live_...). */
  stripeLiveKey: z.boolean(),
  /** R17: both live keys are there, so the switch may go live. */
  liveModeAvailable: z.boolean(),
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

/** POST /api/admin/settings: body and answer. */
export const UpdateAdminSettingsSchema = z.object({ enableLiveMode: z.boolean() });
export type UpdateAdminSettings = z.infer<typeof UpdateAdminSettingsSchema>;

/** Shown when the switch refuses to go live (R17); the server appends what is missing. */
export const LIVE_MODE_REFUSED =
  'Live mode needs a live Duffel access token (DUFFEL_ACCESS_TOKEN starting duffel_live_) and a live Stripe secret key (STRIPE_SECRET_KEY starting sk_live_).';

const PageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** R44: the previous answer's `nextCursor`; the page after it (then `page` only labels the page). */
  before: CursorParamSchema.optional(),
};

export const EMAIL_STATUSES = ['pending', 'sent', 'failed', 'kept'] as const;

/** GET /api/admin/emails?page=&pageSize=&kind=&status=&before= */
export const AdminEmailQuerySchema = z.object({
  ...PageQuery,
  kind: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}$/)
    .optional(),
  status: z.enum(EMAIL_STATUSES).optional(),
});
export type AdminEmailQuery = z.output<typeof AdminEmailQuerySchema>;
/** What the admin client sends: the cursor as the server wrote it. */
export type AdminEmailQueryInput = Omit<AdminEmailQuery, 'before'> & { before?: string | undefined };

export const AdminEmailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The text body; passwords and link tokens are masked (see PASSWORD_MASK). */
  text: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** True when a password or a link token was masked in `text`. */
  masked: z.boolean(),
});
export type AdminEmail = z.infer<typeof AdminEmailSchema>;

/** What replaces a password in the admin's view of an e-mail: only its owner ever sees it. */
export const PASSWORD_MASK = '•••••••• (hidden from admins)';

const Page = {
  page: z.number().int(),
  pageSize: z.number().int(),
  /** R44: exact up to 10,000; beyond that PostgreSQL's estimate (unfiltered) or 10,000 (filtered). */
  total: z.number().int(),
  /** False when `total` is an estimate or a floor ("10,000 or more"). */
  totalExact: z.boolean(),
  /** R44: pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
};

export const AdminEmailListSchema = z.object({
  ...Page,
  emails: z.array(AdminEmailSchema),
  /** Every kind in the outbox, for the filter. */
  kinds: z.array(z.string()),
});
export type AdminEmailList = z.infer<typeof AdminEmailListSchema>;

/** GET /api/admin/contact-messages?page=&pageSize=&before= */
export const AdminContactQuerySchema = z.object(PageQuery);
export type AdminContactQuery = z.output<typeof AdminContactQuerySchema>;
export type AdminContactQueryInput = Omit<AdminContactQuery, 'before'> & { before?: string | undefined };

export const AdminContactMessageSchema = z.object({
  id: z.string(),
  reference: z.string(),
  brandId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  bookingRef: z.string().nullable(),
  priority: z.string(),
  message: z.string(),
  preferredContact: z.string(),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

export const AdminContactListSchema = z.object({ ...Page, messages: z.array(AdminContactMessageSchema) });
export type AdminContactList = z.infer<typeof AdminContactListSchema>;
