/** The airline filter's twelve (J9), always listed, in the spec's order. */
export const SPEC_AIRLINES: readonly { code: string; name: string }[] = [
  { code: 'AA', name: 'American Airlines' },
  { code: 'DL', name: 'Delta Air Lines' },
  { code: 'UA', name: 'United Airlines' },
  { code: 'B6', name: 'JetBlue' },
  { code: 'WN', name: 'Southwest Airlines' },
  { code: 'AS', name: 'Alaska Airlines' },
  { code: 'F9', name: 'Frontier Airlines' },
  { code: 'NK', name: 'Spirit Airlines' },
  { code: 'CX', name: 'Cathay Pacific' },
  { code: 'QF', name: 'Qantas' },
  { code: 'BA', name: 'British Airways' },
  { code: 'LH', name: 'Lufthansa' },
];

const SPEC_NAMES = new Map(SPEC_AIRLINES.map((airline) => [airline.code, airline.name]));

export function specAirlineName(code: string): string | undefined {
  return SPEC_NAMES.get(code);
}

/** 'BA' for British Airways, 'AL' for a nameless 'Airline': what the logo's fallback shows. */
export function airlineInitials(name: string, code?: string | null): string {
  if (code && /^[A-Z0-9]{2}$/.test(code)) return code;
  const words = name.split(/\s+/).filter(Boolean);
  const initials = words.length > 1 ? words.map((word) => word[0]).join('') : (words[0] ?? '').slice(0, 2);
  return initials.slice(0, 2).toUpperCase() || '?';
}
