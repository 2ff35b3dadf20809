import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';

/*
 * Phone numbers as airlines take them (R26): E.164, "+" then the country code and the number.
 * A traveller types the number as they know it ("07700 900123") and picks its country; the
 * form and the server read it with the same library and the same rule, so both agree on what
 * is a number. "Possible" (the right length for the country), not "valid": a number in a range
 * the library does not know yet (or a TV drama's 07700 900xxx) still reaches the airline.
 */

/** The country assumed for a number without "+" when the request names none (the default brand sells in US dollars). */
export const DEFAULT_PHONE_COUNTRY = 'US';

/** What Duffel and the sandbox airline accept: "+", a country code not starting with 0, at most 15 digits. */
export const E164 = /^\+[1-9]\d{6,14}$/;

export function isPhoneCountry(code: string): boolean {
  return isSupportedCountry(code);
}

/** The number in E.164, or null when it cannot be a phone number of that country (or of the "+" code typed). */
export function toE164(typed: string, country: string | undefined = DEFAULT_PHONE_COUNTRY): string | null {
  const region = isSupportedCountry(country) ? (country as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(typed, region ? { defaultCountry: region } : undefined);
  if (!parsed || !parsed.isPossible()) return null;
  return E164.test(parsed.number) ? parsed.number : null;
}

export interface PhoneCountryOption {
  code: string;
  name: string;
  callingCode: string;
}

/** Every country the library knows, named in `locale`, sorted by name, for the phone field's select. */
export function phoneCountryOptions(locale = 'en'): PhoneCountryOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  return getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
