export interface Airport {
  /** Duffel-style place id, e.g. arp_lhr_gb: unique because IATA codes are. */
  id: string;
  iata_code: string;
  name: string;
  /** Empty when the source names no city; labels fall back to the airport name. */
  city_name: string;
  /** ISO 3166-1 alpha-2. */
  country_code: string;
  /** IANA time zone, e.g. Europe/London. */
  time_zone: string;
  latitude: number;
  longitude: number;
  /** The IATA metropolitan code (LON for Heathrow), or the airport's own code when it has none. */
  city_code: string;
}

/**
 * src/shared/data/airports.json: time zones stored once, then one line per airport,
 * "IATA|name|city|country|time zone index|latitude|longitude" with "|metro code" appended when
 * the airport has one. The browser downloads the file, so bytes count: a delimited string costs
 * far less than a JSON array per row, and the id is derived rather than stored.
 */
export interface CompactAirportFile {
  format: 'airports/1';
  license: string;
  timeZones: string[];
  airports: string[];
}

export function airportId(iata: string, countryCode: string): string {
  return `arp_${iata.toLowerCase()}_${countryCode.toLowerCase()}`;
}

export function encodeAirports(airports: readonly Airport[], license: string): CompactAirportFile {
  const timeZones = [...new Set(airports.map((a) => a.time_zone))].sort();
  const zoneIndex = new Map(timeZones.map((tz, i) => [tz, i]));
  const rows = airports.map((a) => {
    const fields = [
      a.iata_code,
      a.name,
      a.city_name,
      a.country_code,
      zoneIndex.get(a.time_zone),
      a.latitude,
      a.longitude,
    ];
    if (a.city_code !== a.iata_code) fields.push(a.city_code);
    if (fields.some((f) => String(f).includes('|'))) throw new Error(`${a.iata_code}: a field contains "|"`);
    return fields.join('|');
  });
  return { format: 'airports/1', license, timeZones, airports: rows };
}

class AirportDataError extends Error {
  constructor(detail: string) {
    super(`Airport data is malformed: ${detail}`);
    this.name = 'AirportDataError';
  }
}

const CODE = /^[A-Z]{3}$/;
const COUNTRY = /^[A-Z]{2}$/;

function decodeRow(row: unknown, timeZones: readonly string[]): Airport | undefined {
  if (typeof row !== 'string') return undefined;
  const fields = row.split('|');
  if (fields.length !== 7 && fields.length !== 8) return undefined;
  const [iata = '', name = '', city = '', country = '', zone = '', lat = '', lon = '', metro] = fields;
  const timeZone = timeZones[Number(zone)];
  const latitude = Number(lat);
  const longitude = Number(lon);
  const valid =
    CODE.test(iata) &&
    name !== '' &&
    COUNTRY.test(country) &&
    timeZone !== undefined &&
    lat !== '' &&
    lon !== '' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    (metro === undefined || CODE.test(metro));
  if (!valid) return undefined;
  return {
    id: airportId(iata, country),
    iata_code: iata,
    name,
    city_name: city,
    country_code: country,
    time_zone: timeZone,
    latitude,
    longitude,
    city_code: metro ?? iata,
  };
}

/**
 * Turns the compact file back into airports. The browser fetches the file, so a truncated or
 * stale copy must fail here, loudly, rather than half-work in the type-ahead.
 */
export function decodeAirports(data: unknown): Airport[] {
  if (typeof data !== 'object' || data === null) throw new AirportDataError('not an object');
  const file = data as Partial<CompactAirportFile>;
  if (file.format !== 'airports/1') throw new AirportDataError(`unknown format ${String(file.format)}`);
  const { timeZones, airports } = file;
  if (!Array.isArray(timeZones) || !timeZones.every((tz) => typeof tz === 'string')) {
    throw new AirportDataError('timeZones is not a list of strings');
  }
  if (!Array.isArray(airports)) throw new AirportDataError('airports is not a list');
  const out = new Array<Airport>(airports.length);
  for (let i = 0; i < airports.length; i++) {
    const airport = decodeRow(airports[i], timeZones);
    if (!airport) throw new AirportDataError(`row ${i} is ${JSON.stringify(airports[i])}`);
    out[i] = airport;
  }
  return out;
}
