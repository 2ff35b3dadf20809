import type { Brand } from './schemas/brand';
import { DEFAULT_BRAND_ID } from './brand-resolution';

/**
 * The brand used when no other applies (A3): a blue and
 * indigo palette, contact in Canada. Also the client's fallback for phone and e-mail.
 */
export const DEFAULT_BRAND = {
  id: DEFAULT_BRAND_ID,
  name: 'SkyBound Travel',
  domains: [] as string[],
  logoUrl: null,
  theme: {
    primary: '#2563eb',
    secondary: '#4f46e5',
    accent: '#0369a1',
    background: '#ffffff',
    text: '#0f172a',
    font: 'Inter, system-ui, sans-serif',
  },
  contact: {
    phone: '+1 (888) 555-0142',
    email: 'support@skybound.travel',
    address: '100 King Street West, Suite 5600, Toronto, ON M5X 1C9, Canada',
  },
  social: {
    facebook: 'https://www.facebook.com/skyboundtravel',
    twitter: 'https://twitter.com/skyboundtravel',
    instagram: 'https://www.instagram.com/skyboundtravel',
  },
  analytics: {},
  company: {
    legalName: 'SkyBound Travel Inc.',
    registeredOffice: '100 King Street West, Suite 5600, Toronto, ON M5X 1C9, Canada',
    companyNumber: 'Corporation No. 1204587-3',
  },
  markupBasisPoints: 2300,
} as const;

/** DEFAULT_BRAND in the public API's shape: the client's starting brand and the server's fallback. */
export const DEFAULT_PUBLIC_BRAND: Brand = {
  id: DEFAULT_BRAND.id,
  name: DEFAULT_BRAND.name,
  domain: null,
  domains: [],
  logo: null,
  theme: { ...DEFAULT_BRAND.theme },
  contact: { ...DEFAULT_BRAND.contact },
  social: { ...DEFAULT_BRAND.social },
  analytics: {},
  company: { ...DEFAULT_BRAND.company },
};
