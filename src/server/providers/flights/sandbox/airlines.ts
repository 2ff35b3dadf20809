import type { Carrier } from '../../../../shared/schemas/flights';

/*
 * The sandbox airline's carriers. Facts (IATA codes, names, alliance membership, main hubs) are
 * public: each airline's Wikipedia article and the member lists of staralliance.com, oneworld.com
 * and skyteam.com, as of 2025 (SAS moved from Star Alliance to SkyTeam in September 2024; ITA
 * Airways left SkyTeam in 2025 and is listed without an alliance until it joins Star Alliance;
 * LATAM and China Southern belong to none). Fleets are simplified to the types each airline
 * flies most; "low_cost" hubs are the carrier's bases.
 */

export type Alliance = 'star_alliance' | 'oneworld' | 'skyteam';
/** global: hub carrier with a long-haul network; regional: full service, narrow-body network; low_cost: point-to-point from bases. */
export type AirlineScope = 'global' | 'regional' | 'low_cost';

export interface Airline {
  iata: string;
  name: string;
  alliance: Alliance | null;
  /** ISO 3166-1 alpha-2 home country (cabotage: it flies from its own hubs). */
  country: string;
  hubs: readonly string[];
  scope: AirlineScope;
  /** Aircraft type codes (see aircraft.ts), in order of preference. */
  shortHaul: readonly string[];
  longHaul: readonly string[];
  /** Regional jets / turboprops flown on thin short routes, and who operates them. */
  regional: readonly string[];
  regionalOperator: string | null;
  premiumEconomy: boolean;
  firstClass: boolean;
  /** Basic / Standard / Flex names as the airline sells them. */
  brandNames: readonly [string, string, string];
  /** Fare level against the market: 0.7 for ultra-low-cost, 1.1 for premium carriers. */
  fareLevel: number;
  /** Seat rows an airline leaves out (13 at Lufthansa, Air France...; 17 at ITA). */
  skippedRows: readonly number[];
  /** Europe's low-cost carriers sell point to point only: no connecting tickets. */
  sellsConnections: boolean;
  /** Long routes flown from the hubs beyond the carrier's usual reach (JetBlue's A321LR to Europe). */
  extraDestinations: readonly string[];
}

const STANDARD: [string, string, string] = ['Basic', 'Standard', 'Flex'];
const US: [string, string, string] = ['Basic Economy', 'Main Cabin', 'Main Cabin Flexible'];
const LUFTHANSA: [string, string, string] = ['Economy Light', 'Economy Classic', 'Economy Flex'];
const AF_KL: [string, string, string] = ['Light', 'Standard', 'Flex'];

type Options = Partial<Omit<Airline, 'iata' | 'name' | 'alliance' | 'country' | 'hubs' | 'scope'>>;

const list = (codes: string): string[] => codes.split(' ').filter(Boolean);

function airline(
  iata: string,
  name: string,
  alliance: Alliance | null,
  country: string,
  hubs: string,
  scope: AirlineScope,
  fleet: string,
  options: Options = {},
): Airline {
  const [short = '', long = ''] = fleet.split('|');
  return {
    iata,
    name,
    alliance,
    country,
    hubs: list(hubs),
    scope,
    shortHaul: list(short),
    longHaul: list(long),
    regional: [],
    regionalOperator: null,
    premiumEconomy: false,
    firstClass: false,
    brandNames: scope === 'low_cost' ? ['Basic', 'Regular', 'Plus'] : STANDARD,
    fareLevel: scope === 'low_cost' ? 0.72 : 1,
    skippedRows: [],
    sellsConnections: true,
    extraDestinations: [],
    ...options,
  };
}

const S = 'star_alliance';
const O = 'oneworld';
const T = 'skyteam';
const PE = { premiumEconomy: true };
const PEF = { premiumEconomy: true, firstClass: true };

// A data table: one airline a line reads better than Prettier's wrapping.
// prettier-ignore
export const AIRLINES: readonly Airline[] = [
  // North America
  airline('AA', 'American Airlines', O, 'US', 'DFW CLT ORD MIA PHL PHX DCA LAX JFK', 'global', '321 738 7M8 320|77W 789 788 772', { ...PEF, brandNames: US, regional: ['E75', 'CR9'], regionalOperator: 'MQ' }),
  airline('DL', 'Delta Air Lines', T, 'US', 'ATL DTW MSP SLC JFK LAX SEA BOS LGA', 'global', '321 739 223 738 32Q|359 339 763 333', { ...PE, brandNames: US, regional: ['E75', 'CR9'], regionalOperator: '9E' }),
  airline('UA', 'United Airlines', S, 'US', 'ORD DEN IAH EWR SFO IAD LAX', 'global', '7M9 739 738 320 32Q|789 788 77W 772 763', { ...PE, brandNames: US, regional: ['E75', 'CR9'], regionalOperator: 'OO' }),
  airline('B6', 'JetBlue', null, 'US', 'JFK BOS FLL MCO', 'low_cost', '320 32Q 321 223', { brandNames: ['Blue Basic', 'Blue', 'Blue Extra'], fareLevel: 0.88, extraDestinations: list('LHR LGW CDG AMS DUB EDI') }),
  airline('WN', 'Southwest Airlines', null, 'US', 'DAL HOU MDW BWI DEN LAS PHX MCO OAK', 'low_cost', '7M8 738 73G', { brandNames: ['Basic', 'Choice', 'Choice Extra'], fareLevel: 0.82 }),
  airline('AS', 'Alaska Airlines', O, 'US', 'SEA PDX ANC SFO LAX', 'regional', '739 7M9 738', { brandNames: US, regional: ['E75'], regionalOperator: 'QX' }),
  airline('F9', 'Frontier Airlines', null, 'US', 'DEN LAS MCO ATL', 'low_cost', '32N 32Q', { fareLevel: 0.65 }),
  airline('NK', 'Spirit Airlines', null, 'US', 'FLL LAS DTW MCO', 'low_cost', '32N 320 321', { fareLevel: 0.62 }),
  airline('AC', 'Air Canada', S, 'CA', 'YYZ YUL YVR YYC', 'global', '223 320 321 7M8|789 788 77W 333', { ...PE, regional: ['E75', 'DH4'], regionalOperator: 'QK' }),
  airline('WS', 'WestJet', null, 'CA', 'YYC YYZ YVR', 'global', '738 7M8|789', { fareLevel: 0.92 }),
  // Latin America
  airline('AM', 'Aeromexico', T, 'MX', 'MEX MTY GDL', 'global', '738 7M8 E90|788 789'),
  airline('CM', 'Copa Airlines', S, 'PA', 'PTY', 'regional', '738 7M8 7M9'),
  airline('AV', 'Avianca', S, 'CO', 'BOG SAL', 'global', '320 32N|788'),
  airline('LA', 'LATAM Airlines', null, 'CL', 'SCL LIM GRU', 'global', '320 321 32N|789 77W 763'),
  airline('AR', 'Aerolineas Argentinas', T, 'AR', 'EZE AEP', 'global', '738 7M8|332'),
  // Europe
  airline('BA', 'British Airways', O, 'GB', 'LHR LGW', 'global', '320 321 32N 32Q|77W 789 388 351 772', { ...PEF, regional: ['E90'], regionalOperator: 'CJ' }),
  airline('VS', 'Virgin Atlantic', T, 'GB', 'LHR MAN', 'global', '|789 351 339', { ...PE, brandNames: ['Economy Light', 'Economy Classic', 'Economy Delight'], fareLevel: 1.02 }),
  airline('LH', 'Lufthansa', S, 'DE', 'FRA MUC', 'global', '320 321 32N 319|359 388 333 789 339', { ...PEF, brandNames: LUFTHANSA, regional: ['CR9', 'E90'], regionalOperator: 'CL', skippedRows: [13] }),
  airline('AF', 'Air France', T, 'FR', 'CDG ORY', 'global', '320 321 223 319|77W 359 789 772', { ...PEF, brandNames: AF_KL, skippedRows: [13] }),
  airline('KL', 'KLM', T, 'NL', 'AMS', 'global', '738 739 32N|789 77W 333', { ...PE, brandNames: AF_KL, regional: ['E75', 'E90'], regionalOperator: 'WA', skippedRows: [13] }),
  airline('IB', 'Iberia', O, 'ES', 'MAD', 'global', '320 32N 321|359 333', { ...PE, skippedRows: [13] }),
  airline('AY', 'Finnair', O, 'FI', 'HEL', 'global', '320 321 319 AT7|359 333', PE),
  airline('SK', 'SAS Scandinavian Airlines', T, 'SE', 'CPH ARN OSL', 'global', '32N 320|359 339', PE),
  airline('LX', 'Swiss International Air Lines', S, 'CH', 'ZRH GVA', 'global', '223 32N 321|77W 333', { ...PEF, brandNames: LUFTHANSA, skippedRows: [13] }),
  airline('OS', 'Austrian Airlines', S, 'AT', 'VIE', 'global', '320 321 E90|763 789', { ...PE, brandNames: LUFTHANSA, skippedRows: [13] }),
  airline('SN', 'Brussels Airlines', S, 'BE', 'BRU', 'global', '320 319|333', { brandNames: LUFTHANSA, skippedRows: [13] }),
  airline('TP', 'TAP Air Portugal', S, 'PT', 'LIS OPO', 'global', '32N 320 E90|339'),
  airline('EI', 'Aer Lingus', null, 'IE', 'DUB', 'global', '320 32N|333 32Q'),
  airline('LO', 'LOT Polish Airlines', S, 'PL', 'WAW', 'global', '738 7M8 E90|789 788'),
  airline('A3', 'Aegean Airlines', S, 'GR', 'ATH', 'regional', '32N 320 321'),
  airline('AZ', 'ITA Airways', null, 'IT', 'FCO', 'global', '32N 320 223|339 359', { skippedRows: [17] }),
  airline('FI', 'Icelandair', null, 'IS', 'KEF', 'global', '7M8 32Q|763'),
  airline('DY', 'Norwegian', null, 'NO', 'OSL CPH ARN HEL', 'low_cost', '738 7M8', { sellsConnections: false }),
  airline('FR', 'Ryanair', null, 'IE', 'DUB STN BGY CRL MAD BCN', 'low_cost', '738 7M8', { fareLevel: 0.6 , sellsConnections: false }),
  airline('U2', 'easyJet', null, 'GB', 'LGW LTN BRS MAN GVA BER MXP', 'low_cost', '320 32N 321 319', { sellsConnections: false }),
  airline('W6', 'Wizz Air', null, 'HU', 'BUD OTP WAW LTN', 'low_cost', '321 32Q 320', { fareLevel: 0.62 , sellsConnections: false }),
  airline('VY', 'Vueling', null, 'ES', 'BCN', 'low_cost', '320 32N 321'),
  airline('LS', 'Jet2.com', null, 'GB', 'MAN LBA BHX BRS STN', 'low_cost', '738 321 32Q', { fareLevel: 0.78 , sellsConnections: false }),
  airline('TK', 'Turkish Airlines', S, 'TR', 'IST', 'global', '32N 321 738 7M8|77W 359 789 333'),
  airline('PC', 'Pegasus Airlines', null, 'TR', 'SAW', 'low_cost', '32N 738'),
  // Middle East and Africa
  airline('EK', 'Emirates', null, 'AE', 'DXB', 'global', '|77W 388', { ...PEF, fareLevel: 1.08 }),
  airline('QR', 'Qatar Airways', O, 'QA', 'DOH', 'global', '320 7M8|359 351 77W 788 388', { firstClass: true, fareLevel: 1.08 }),
  airline('EY', 'Etihad Airways', null, 'AE', 'AUH', 'global', '320 321|789 351 77W 388', { firstClass: true, fareLevel: 1.05 }),
  airline('SV', 'Saudia', T, 'SA', 'JED RUH', 'global', '320 32N 321|789 77W 333'),
  airline('MS', 'EgyptAir', S, 'EG', 'CAI', 'global', '738 32N 223|789 77W 333'),
  airline('RJ', 'Royal Jordanian', O, 'JO', 'AMM', 'global', '320 E75|788'),
  airline('ET', 'Ethiopian Airlines', S, 'ET', 'ADD', 'global', '7M8 738 DH4|359 789 77W'),
  airline('KQ', 'Kenya Airways', T, 'KE', 'NBO', 'global', '738 E90|788'),
  airline('SA', 'South African Airways', S, 'ZA', 'JNB', 'global', '320 319|333'),
  airline('AT', 'Royal Air Maroc', O, 'MA', 'CMN', 'global', '738 7M8 AT7|788 789'),
  // Asia
  airline('AI', 'Air India', S, 'IN', 'DEL BOM BLR', 'global', '32N 321 320|77W 788 359', PEF),
  airline('6E', 'IndiGo', null, 'IN', 'DEL BOM BLR HYD', 'low_cost', '32N 32Q AT7'),
  airline('UL', 'SriLankan Airlines', O, 'LK', 'CMB', 'global', '320 32Q|333'),
  airline('SQ', 'Singapore Airlines', S, 'SG', 'SIN', 'global', '7M8|359 77W 388 789', { ...PEF, fareLevel: 1.1 }),
  airline('TG', 'Thai Airways', S, 'TH', 'BKK', 'global', '320 32N|359 77W 789'),
  airline('MH', 'Malaysia Airlines', O, 'MY', 'KUL', 'global', '738 7M8|359 333'),
  airline('GA', 'Garuda Indonesia', T, 'ID', 'CGK', 'global', '738|333 77W'),
  airline('PR', 'Philippine Airlines', null, 'PH', 'MNL', 'global', '321 32N|359 77W 333'),
  airline('VN', 'Vietnam Airlines', T, 'VN', 'SGN HAN', 'global', '321 32N|789 359'),
  airline('CX', 'Cathay Pacific', O, 'HK', 'HKG', 'global', '32N 321 32Q|359 351 77W 333', { ...PEF, fareLevel: 1.08 }),
  airline('BR', 'EVA Air', S, 'TW', 'TPE', 'global', '321|77W 789', PE),
  airline('CI', 'China Airlines', T, 'TW', 'TPE', 'global', '32Q 738|359 77W', PE),
  airline('NH', 'All Nippon Airways', S, 'JP', 'HND NRT', 'global', '738 32N|77W 789 788', PEF),
  airline('JL', 'Japan Airlines', O, 'JP', 'HND NRT', 'global', '738 359|351 77W 789 788', PEF),
  airline('KE', 'Korean Air', T, 'KR', 'ICN', 'global', '738 7M8 223|77W 789 388 333', { firstClass: true }),
  airline('OZ', 'Asiana Airlines', S, 'KR', 'ICN', 'global', '321 32Q|359 388 772'),
  airline('CA', 'Air China', S, 'CN', 'PEK CTU', 'global', '320 321 738 32N|77W 789 359 333', { firstClass: true }),
  airline('MU', 'China Eastern Airlines', T, 'CN', 'PVG SHA KMG', 'global', '320 321 738 32N|77W 789 359 333'),
  airline('CZ', 'China Southern Airlines', null, 'CN', 'CAN PKX', 'global', '320 321 738 32N|77W 789 359 333'),
  // Oceania
  airline('QF', 'Qantas', O, 'AU', 'SYD MEL BNE PER', 'global', '738 321|789 388 333', { ...PEF, regional: ['DH4'], regionalOperator: null }),
  airline('VA', 'Virgin Australia', null, 'AU', 'BNE SYD MEL', 'regional', '738 7M8', { brandNames: ['Economy Lite', 'Economy Choice', 'Economy Flex'] }),
  airline('JQ', 'Jetstar', null, 'AU', 'MEL SYD BNE', 'low_cost', '320 321 32Q'),
  airline('NZ', 'Air New Zealand', S, 'NZ', 'AKL CHC WLG', 'global', '320 32N AT7|789 77W', PE),
  airline('FJ', 'Fiji Airways', O, 'FJ', 'NAN', 'global', '7M8|359 333'),
];

/** Carriers that only operate flights sold under a mainline code (Envoy for American Eagle...). */
export const REGIONAL_OPERATORS: Readonly<Record<string, string>> = {
  MQ: 'Envoy Air',
  '9E': 'Endeavor Air',
  OO: 'SkyWest Airlines',
  QX: 'Horizon Air',
  QK: 'Jazz Aviation',
  CJ: 'BA CityFlyer',
  CL: 'Lufthansa CityLine',
  WA: 'KLM Cityhopper',
};

const BY_CODE = new Map(AIRLINES.map((a) => [a.iata, a]));

export function getAirline(iata: string): Airline | undefined {
  return BY_CODE.get(iata);
}

/** Duffel's public logo assets, which the site's CSP allows (img-src https:). */
export function airlineLogoUrl(iata: string): string {
  return `https://assets.duffel.com/img/airlines/for-light-background/full-color-logo/${iata}.svg`;
}

const carriers = new Map<string, Carrier>();

export function carrierOf(iata: string): Carrier {
  let carrier = carriers.get(iata);
  if (!carrier) {
    const name = BY_CODE.get(iata)?.name ?? REGIONAL_OPERATORS[iata] ?? iata;
    carrier = { name, iata_code: iata, logo_url: airlineLogoUrl(iata) };
    carriers.set(iata, carrier);
  }
  return { ...carrier };
}

/** Connections are sold on one ticket by the same airline or by partners of one alliance. */
export function canInterline(a: Airline, b: Airline): boolean {
  return a.iata === b.iata || (a.alliance !== null && a.alliance === b.alliance);
}

/** Every (airline, hub) pair, and the set of airports that are somebody's hub. */
export const HUB_PAIRS: readonly { airline: Airline; hub: string }[] = AIRLINES.flatMap((airline) =>
  airline.hubs.map((hub) => ({ airline, hub })),
);
export const HUB_AIRPORTS: ReadonlySet<string> = new Set(HUB_PAIRS.map((p) => p.hub));
