/*
 * R45: airline alliances and their members by IATA code, as the alliances' own member lists
 * (staralliance.com, oneworld.com, skyteam.com) give them in 2025: SAS moved from Star Alliance to
 * SkyTeam in September 2024, ITA Airways left SkyTeam in April 2025 (not yet in Star Alliance),
 * Fiji Airways and Oman Air joined oneworld in 2025. Offers carry no alliance (Duffel's airline
 * object has none), so the results' alliance filter reads the offer owner's code here; the
 * sandbox airline's table agrees with this one (a test checks it).
 */

export const ALLIANCES = [
  { id: 'star_alliance', label: 'Star Alliance' },
  { id: 'oneworld', label: 'oneworld' },
  { id: 'skyteam', label: 'SkyTeam' },
] as const;
export type AllianceId = (typeof ALLIANCES)[number]['id'];
export const ALLIANCE_IDS: readonly AllianceId[] = ALLIANCES.map((alliance) => alliance.id);

const MEMBERS: Record<AllianceId, string> = {
  star_alliance: 'A3 AC CA AI NZ NH OZ OS AV SN CM OU MS ET BR LO LH ZH SQ SA LX TP TG TK UA',
  oneworld: 'AS AA BA CX AY IB JL MH QF QR AT RJ UL FJ WY',
  skyteam: 'AR AM UX AF CI MU DL GA KQ KL KE ME SV SK RO VN VS MF',
};

const BY_CARRIER = new Map<string, AllianceId>(
  ALLIANCE_IDS.flatMap((id) => MEMBERS[id].split(' ').map((code) => [code, id] as const)),
);

/** The alliance an airline (IATA code) belongs to, or null for none or an unknown code. */
export function allianceOf(iata: string | null | undefined): AllianceId | null {
  return iata ? (BY_CARRIER.get(iata.toUpperCase()) ?? null) : null;
}

export function allianceLabel(id: AllianceId): string {
  return ALLIANCES.find((alliance) => alliance.id === id)?.label ?? id;
}
