import { z } from 'zod';
import { DATE_GRID_MESSAGES, FLEX_BUDGET_MAX } from './date-grid';

const ALERT_BUDGET_MESSAGE =
  'Price-alert searches must be a whole number between 0 and 10000, or empty for the default';

/*
 * A brand (A3 and A9; R1, R15, R19): what a travel
 * company sets to run the site as its own. The public shape is what GET /api/brands/{brand}
 * answers and what the server writes into the first HTML; the admin shape adds the markup.
 */

export const BRAND_MESSAGES = {
  id: 'Brand id must be 2-63 characters: lower-case letters, digits, dots and hyphens',
  name: 'Brand name is required',
  colour: 'Colours must be written #rrggbb',
  domain: 'Domains must be host names like acme.travel (no scheme, port or path)',
  domainTaken: 'This domain is already used by another brand',
  idTaken: 'A brand with this id already exists',
  email: 'Please enter a valid email address',
  phone: 'Support phone must be 5 to 40 characters',
  url: 'Links must start with https://',
  markup: 'Markup must be between 0% and 100%',
  legalName: "The operator's legal name is required: the footer and the legal pages name it",
  defaultUndeletable: 'The default brand cannot be deleted',
} as const;

const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = z.string().trim().regex(HEX, BRAND_MESSAGES.colour);
const https = z.string().trim().url(BRAND_MESSAGES.url).startsWith('https://', BRAND_MESSAGES.url).max(500);
const optionalHttps = z.preprocess((v) => (v === '' ? undefined : v), https.optional());
/** A host name without www.: 'acme.travel', 'flights.acme.co.uk'. */
export const DomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, BRAND_MESSAGES.domain)
  .regex(/^(?!www\.)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, BRAND_MESSAGES.domain);

export const BrandThemeSchema = z.object({
  primary: colour,
  secondary: colour,
  accent: colour,
  background: colour,
  text: colour,
  /** A CSS font-family list; the site ships no web fonts, so system fallbacks always follow. */
  font: z
    .string()
    .trim()
    .max(200)
    .regex(/^[A-Za-z0-9 ,'"-]+$/, 'Font must be a CSS font-family list'),
});
export type BrandTheme = z.infer<typeof BrandThemeSchema>;

export const BrandContactSchema = z.object({
  email: z.email({ error: BRAND_MESSAGES.email }),
  phone: z.string().trim().min(5, BRAND_MESSAGES.phone).max(40, BRAND_MESSAGES.phone),
  address: z.string().trim().max(300),
});

export const BrandSocialSchema = z.object({
  facebook: optionalHttps,
  twitter: optionalHttps,
  instagram: optionalHttps,
});

/** R15: tags load only with an id here and after the visitor's consent. */
export const BrandAnalyticsSchema = z.object({
  googleAnalyticsId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,16}$/, 'Analytics id looks like G-XXXXXXX')
      .optional(),
  ),
  googleAdsId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^AW-\d{6,14}$/, 'Ads id looks like AW-123456789')
      .optional(),
  ),
});

/** The operator shown in the footer and legal pages (the spec's Canadian company). */
export const BrandCompanySchema = z.object({
  legalName: z.string().trim().max(200),
  registeredOffice: z.string().trim().max(300),
  companyNumber: z.string().trim().max(100),
});

export const BRAND_ID = /^[a-z0-9][a-z0-9.-]{0,61}[a-z0-9]$/;

/*
 * Answers are encoded through their schema, and zod cannot encode through z.preprocess: the
 * answer shapes of social links and analytics ids say the same without the '' -> undefined step.
 */
const BrandSocialOutSchema = z.object({
  facebook: https.optional(),
  twitter: https.optional(),
  instagram: https.optional(),
});
const BrandAnalyticsOutSchema = z.object({
  googleAnalyticsId: z.string().optional(),
  googleAdsId: z.string().optional(),
});

/** GET /api/brands/{brand}: public, cacheable, no markup. */
export const BrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first domain, as the spec's single `domain` field. */
  domain: z.string().nullable(),
  domains: z.array(z.string()),
  /**
   * An https URL, or where the uploaded image is served (/brand-logos/{id}-{version}.png); the admin's
   * copy (AdminBrandSchema) holds the upload itself, a data: URL. null uses the built-in logo.
   */
  logo: z.string().nullable(),
  theme: BrandThemeSchema,
  contact: BrandContactSchema,
  social: BrandSocialOutSchema,
  analytics: BrandAnalyticsOutSchema,
  company: BrandCompanySchema,
});
export type Brand = z.infer<typeof BrandSchema>;

/** Admin view: the public brand plus the agency's markup (R1). */
export const AdminBrandSchema = BrandSchema.extend({
  markupBasisPoints: z.number().int().min(0).max(10_000),
  /** R46: airline searches per flexible-date grid or nearby search; null = on for the sandbox, off for Duffel. */
  flexSearchBudget: z.number().int().nullable().optional(),
  /** R51: airline searches one price-alert run may make for the brand; null = all for the sandbox, 20 for Duffel. */
  alertSearchBudget: z.number().int().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBrand = z.infer<typeof AdminBrandSchema>;
export const AdminBrandListSchema = z.object({ brands: z.array(AdminBrandSchema) });

/** POST /api/admin/brands and PUT /api/admin/brands/{id}. */
export const BrandInputSchema = z.object({
  id: z.string().trim().toLowerCase().regex(BRAND_ID, BRAND_MESSAGES.id),
  name: z.string().trim().min(1, BRAND_MESSAGES.name).max(100),
  domains: z.array(DomainSchema).max(20).default([]),
  logo: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .max(200_000)
      .refine((v) => v.startsWith('https://') || /^data:image\/(png|svg\+xml|jpeg|webp);base64,/.test(v), {
        message: 'Logo must be an https:// address or an uploaded image',
      })
      .nullable()
      .default(null),
  ),
  theme: BrandThemeSchema,
  contact: BrandContactSchema,
  social: BrandSocialSchema.default({}),
  analytics: BrandAnalyticsSchema.default({}),
  // A brand's own operator: the default brand's company must never appear in another brand's footer.
  company: BrandCompanySchema.extend({
    legalName: z.string().trim().min(1, BRAND_MESSAGES.legalName).max(200),
  }),
  /** Percent in the form, basis points on the wire: 23% = 2300. */
  markupBasisPoints: z
    .number({ error: BRAND_MESSAGES.markup })
    .int()
    .min(0, BRAND_MESSAGES.markup)
    .max(10_000, BRAND_MESSAGES.markup),
  /** R46: null (or absent) leaves the provider's default: every cell for the sandbox, none for Duffel. */
  flexSearchBudget: z
    .number({ error: DATE_GRID_MESSAGES.budget })
    .int(DATE_GRID_MESSAGES.budget)
    .min(0, DATE_GRID_MESSAGES.budget)
    .max(FLEX_BUDGET_MAX, DATE_GRID_MESSAGES.budget)
    .nullable()
    .default(null),
  /** R51: null (or absent) leaves the provider's default: every alert for the sandbox, 20 per run for Duffel. */
  alertSearchBudget: z
    .number({ error: ALERT_BUDGET_MESSAGE })
    .int(ALERT_BUDGET_MESSAGE)
    .min(0, ALERT_BUDGET_MESSAGE)
    .max(10_000, ALERT_BUDGET_MESSAGE)
    .nullable()
    .default(null),
});
export type BrandInput = z.input<typeof BrandInputSchema>;
