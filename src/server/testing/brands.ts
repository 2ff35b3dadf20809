import { BrandInputSchema, type BrandInput } from '../../shared/schemas/brand';
import type { BrandInput as ParsedBrandInput } from '../services/brands/admin';

/** A brand body as the brand manager sends it; override any part (invalid ones too). */
export function rawBrandInput(id: string, overrides: Partial<BrandInput> = {}): BrandInput {
  return {
    id,
    name: `Brand ${id}`,
    domains: [`${id}.travel`],
    logo: null,
    theme: {
      primary: '#b91c1c',
      secondary: '#065f46',
      accent: '#fde047',
      background: '#fffbeb',
      text: '#1c1917',
      font: 'Georgia, serif',
    },
    contact: { email: `help@${id}.travel`, phone: '+44 20 7946 0000', address: '1 High Street, London' },
    social: { facebook: `https://facebook.com/${id}` },
    analytics: {},
    company: { legalName: `${id} Ltd`, registeredOffice: 'London', companyNumber: '01234567' },
    markupBasisPoints: 1500,
    ...overrides,
  };
}

/** A valid brand as the route hands it to the service. */
export function brandInput(id: string, overrides: Partial<BrandInput> = {}): ParsedBrandInput {
  return BrandInputSchema.parse(rawBrandInput(id, overrides));
}
