import { DEFAULT_PUBLIC_BRAND } from '../../shared/brand';
import { resolveBrandId } from '../../shared/brand-resolution';
import type { Brand } from '../../shared/schemas/brand';

/*
 * The brand the server wrote into the page (#brand-data, server/rendering/brand-html.ts), read
 * in one place: the brand provider takes the whole brand, the API client its id (sent as X-Brand).
 */

let parsed: { text: string; value: unknown } | undefined;

/** #brand-data's JSON, parsed once per content; null when absent or unreadable. */
function injectedJson(doc: Document): unknown {
  const text = doc.getElementById('brand-data')?.textContent;
  if (!text) return null;
  if (parsed?.text !== text) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = null;
    }
    parsed = { text, value };
  }
  return parsed.value;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const hasStrings = (value: unknown, keys: readonly string[]): value is Record<string, string> =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'string');

/**
 * The brand the server put into the page. Checked by hand, not with BrandSchema: it comes from
 * our own server, and the zod runtime would cost the home page's first-load budget. Anything
 * that does not look like a brand is ignored and the provider fetches instead.
 */
export function readInjectedBrand(doc: Document = document): Brand | null {
  const value = injectedJson(doc);
  if (!hasStrings(value, ['id', 'name'])) return null;
  if (!hasStrings(value.theme, ['primary', 'secondary', 'accent', 'background', 'text', 'font'])) return null;
  if (!hasStrings(value.contact, ['email', 'phone', 'address'])) return null;
  if (!hasStrings(value.company, ['legalName', 'registeredOffice', 'companyNumber'])) return null;
  const social = isRecord(value.social) ? value.social : {};
  return {
    ...DEFAULT_PUBLIC_BRAND,
    ...(value as Partial<Brand>),
    domains: Array.isArray(value.domains) ? value.domains.filter((d): d is string => typeof d === 'string') : [],
    social,
    analytics: isRecord(value.analytics) ? value.analytics : {},
  } as Brand;
}

/**
 * The brand this page was served as: the id the server wrote in, else the one its address names
 * (?brand= on localhost and bare IPs).
 */
export function pageBrandId(doc: Document = document): string {
  const value = injectedJson(doc);
  if (isRecord(value) && typeof value.id === 'string') return value.id;
  return resolveBrandId(window.location.host, window.location.search);
}
