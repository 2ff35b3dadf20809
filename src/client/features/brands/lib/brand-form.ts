import type { FieldErrors, Resolver } from 'react-hook-form';
import { DEFAULT_BRAND } from '../../../../shared/brand';
import { BRAND_MESSAGES, BrandInputSchema, type AdminBrand, type BrandInput } from '../../../../shared/schemas/brand';

/*
 * The brand form's values and their mapping to the API's BrandInput: domains are typed one per
 * line (or comma separated), the markup is shown in percent and sent in basis points. Validation
 * is BrandInputSchema itself, so the form says exactly what the server would.
 */

export interface BrandFormValues {
  id: string;
  name: string;
  domains: string;
  logo: string;
  theme: { primary: string; secondary: string; accent: string; background: string; text: string; font: string };
  contact: { email: string; phone: string; address: string };
  company: { legalName: string; registeredOffice: string; companyNumber: string };
  social: { facebook: string; twitter: string; instagram: string };
  analytics: { googleAnalyticsId: string; googleAdsId: string };
  /** Percent, as typed: 23 means 23%. */
  markupPercent: number;
  /** R46: airline calls per flexible-date grid, as typed; empty keeps the provider's default. */
  flexSearchBudget: string;
  alertSearchBudget: string;
}

export const splitDomains = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((d) => d.trim())
    .filter(Boolean);

export function toInput(values: BrandFormValues): BrandInput {
  return {
    id: values.id,
    name: values.name,
    domains: splitDomains(values.domains),
    logo: values.logo.trim() || null,
    theme: values.theme,
    contact: values.contact,
    company: values.company,
    social: values.social,
    analytics: values.analytics,
    // NaN (an empty box) stays NaN so the schema names the markup rule.
    markupBasisPoints: Math.round(values.markupPercent * 100),
    // Empty is "the default"; anything else goes as a number for the schema to judge (NaN included).
    flexSearchBudget: values.flexSearchBudget.trim() === '' ? null : Number(values.flexSearchBudget),
    alertSearchBudget: values.alertSearchBudget.trim() === '' ? null : Number(values.alertSearchBudget),
  };
}

export function fromBrand(brand: AdminBrand): BrandFormValues {
  return {
    id: brand.id,
    name: brand.name,
    domains: brand.domains.join('\n'),
    logo: brand.logo ?? '',
    theme: { ...brand.theme },
    contact: { ...brand.contact },
    company: { ...brand.company },
    social: {
      facebook: brand.social.facebook ?? '',
      twitter: brand.social.twitter ?? '',
      instagram: brand.social.instagram ?? '',
    },
    analytics: {
      googleAnalyticsId: brand.analytics.googleAnalyticsId ?? '',
      googleAdsId: brand.analytics.googleAdsId ?? '',
    },
    markupPercent: brand.markupBasisPoints / 100,
    flexSearchBudget:
      brand.flexSearchBudget === null || brand.flexSearchBudget === undefined ? '' : String(brand.flexSearchBudget),
    alertSearchBudget:
      brand.alertSearchBudget === null || brand.alertSearchBudget === undefined ? '' : String(brand.alertSearchBudget),
  };
}

/** A new brand starts from the default brand's look, with the identity and company fields empty. */
export function emptyBrand(): BrandFormValues {
  return {
    id: '',
    name: '',
    domains: '',
    logo: '',
    theme: { ...DEFAULT_BRAND.theme },
    contact: { email: '', phone: '', address: '' },
    company: { legalName: '', registeredOffice: '', companyNumber: '' },
    social: { facebook: '', twitter: '', instagram: '' },
    analytics: { googleAnalyticsId: '', googleAdsId: '' },
    markupPercent: DEFAULT_BRAND.markupBasisPoints / 100,
    flexSearchBudget: '',
    alertSearchBudget: '',
  };
}

/** An API path ('domains.2', 'markupBasisPoints', 'body.theme.primary') as the form's field name. */
export function formField(path: readonly PropertyKey[] | string): string {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter((p) => p !== 'body');
  if (parts[0] === 'domains') return 'domains';
  if (parts[0] === 'markupBasisPoints') return 'markupPercent';
  return parts.join('.');
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys.at(-1);
  if (last !== undefined && node[last] === undefined) node[last] = value;
}

/** react-hook-form's resolver over the server's own BrandInputSchema; the first message per field wins. */
export const brandResolver: Resolver<BrandFormValues> = async (values) => {
  const parsed = BrandInputSchema.safeParse(toInput(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const message = issue.path[0] === 'markupBasisPoints' ? BRAND_MESSAGES.markup : issue.message;
    setPath(errors, formField(issue.path), { type: 'validation', message });
  }
  return { values: {}, errors: errors as FieldErrors<BrandFormValues> };
};

/** Where a 409 from the server belongs. */
export const CONFLICT_FIELD: Record<string, keyof BrandFormValues> = {
  BRAND_ID_TAKEN: 'id',
  BRAND_ID_FIXED: 'id',
  DOMAIN_TAKEN: 'domains',
};
