import { randomBytes } from 'node:crypto';
import type { DuffelOffer, DuffelPlace, DuffelSeatMap, DuffelSegment } from '../../providers/flights/duffel/types';

/*
 * Duffel objects as Duffel documents them (API v2: offers, seat maps, orders),
 * extra fields included, for the local test server. Not used outside tests.
 */

export const duffelId = (prefix: string) =>
  `${prefix}_0000${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;

type AirportRow = [
  name: string,
  city: string,
  cityCode: string,
  country: string,
  zone: string,
  lat: number,
  lon: number,
];
const AIRPORTS: Record<string, AirportRow> = {
  JFK: ['John F. Kennedy International Airport', 'New York', 'NYC', 'US', 'America/New_York', 40.6413, -73.7781],
  EWR: ['Newark Liberty International Airport', 'New York', 'NYC', 'US', 'America/New_York', 40.6895, -74.1745],
  LAX: ['Los Angeles International Airport', 'Los Angeles', 'LAX', 'US', 'America/Los_Angeles', 33.9416, -118.4085],
  PVD: ['T. F. Green International Airport', 'Providence', 'PVD', 'US', 'America/New_York', 41.724, -71.4283],
  LHR: ['Heathrow Airport', 'London', 'LON', 'GB', 'Europe/London', 51.47, -0.4543],
  LGW: ['Gatwick Airport', 'London', 'LON', 'GB', 'Europe/London', 51.1537, -0.1821],
  STN: ['Stansted Airport', 'London', 'LON', 'GB', 'Europe/London', 51.886, 0.2389],
  LTN: ['Luton Airport', 'London', 'LON', 'GB', 'Europe/London', 51.8747, -0.3683],
  CDG: ['Charles de Gaulle Airport', 'Paris', 'PAR', 'FR', 'Europe/Paris', 49.0097, 2.5479],
  AMS: ['Amsterdam Airport Schiphol', 'Amsterdam', 'AMS', 'NL', 'Europe/Amsterdam', 52.3105, 4.7683],
  DXB: ['Dubai International Airport', 'Dubai', 'DXB', 'AE', 'Asia/Dubai', 25.2532, 55.3657],
  BTS: ['M. R. Štefánik Airport', 'Bratislava', 'BTS', 'SK', 'Europe/Bratislava', 48.1702, 17.2127],
  MRU: ['Sir Seewoosagur Ramgoolam International Airport', 'Mauritius', 'MRU', 'MU', 'Indian/Mauritius', -20.43, 57.68],
  ABV: ['Nnamdi Azikiwe International Airport', 'Abuja', 'ABV', 'NG', 'Africa/Lagos', 9.0068, 7.2632],
  RAI: ['Nelson Mandela International Airport', 'Praia', 'RAI', 'CV', 'Atlantic/Cape_Verde', 14.9245, -23.4935],
  SYD: ['Sydney Kingsford Smith Airport', 'Sydney', 'SYD', 'AU', 'Australia/Sydney', -33.9399, 151.1753],
};

export function duffelAirport(code: string): DuffelPlace & { icao_code: string | null } {
  const [name, city, cityCode, country, zone, lat, lon] = AIRPORTS[code] ?? [
    `${code} Airport`,
    code,
    code,
    'ZZ',
    'UTC',
    0,
    0,
  ];
  return {
    type: 'airport',
    id: `arp_${code.toLowerCase()}_${country.toLowerCase()}`,
    iata_code: code,
    icao_code: null,
    name,
    city_name: city,
    iata_city_code: cityCode,
    iata_country_code: country,
    time_zone: zone,
    latitude: lat,
    longitude: lon,
    city: {
      type: 'city',
      id: `cit_${cityCode.toLowerCase()}`,
      name: city,
      iata_code: cityCode,
      iata_country_code: country,
    },
  };
}

const AIRLINES = [
  ['BA', 'British Airways'],
  ['AA', 'American Airlines'],
  ['ZZ', 'Duffel Airways'],
] as const;

export function duffelAirline(index: number) {
  const [code, name] = AIRLINES[index % AIRLINES.length] ?? AIRLINES[0];
  return {
    id: `arl_00009VME7D6ivUu8dn35W${code}`,
    name,
    iata_code: code,
    logo_symbol_url: `https://assets.duffel.com/img/airlines/for-light-background/full-color-logo/${code}.svg`,
    logo_lockup_url: `https://assets.duffel.com/img/airlines/for-light-background/full-color-lockup/${code}.svg`,
    conditions_of_carriage_url: null,
  };
}

export interface RequestedSearch {
  slices: { origin: string; destination: string; departure_date: string }[];
  passengers: { type?: string; age?: number }[];
  cabin_class: string;
  max_connections?: unknown;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-12-01", 6 h 30 -> "2026-12-01T06:30:00" plus minutes, naively (good enough for a fake). */
function addMinutes(local: string, minutes: number): string {
  const at = new Date(Date.parse(`${local}Z`) + minutes * 60_000).toISOString();
  return at.slice(0, 19);
}

function segment(
  from: string,
  to: string,
  departing: string,
  minutes: number,
  airline: number,
  passengers: { id: string; type: string | null }[],
  cabinClass: string,
): DuffelSegment & Record<string, unknown> {
  const carrier = duffelAirline(airline);
  return {
    id: duffelId('seg'),
    origin: duffelAirport(from),
    destination: duffelAirport(to),
    origin_terminal: '5',
    destination_terminal: null,
    departing_at: departing,
    arriving_at: addMinutes(departing, minutes),
    duration: `PT${pad(Math.floor(minutes / 60))}H${pad(minutes % 60)}M`,
    distance: '5540.9',
    marketing_carrier: carrier,
    marketing_carrier_flight_number: String(100 + airline * 7),
    operating_carrier: carrier,
    operating_carrier_flight_number: String(100 + airline * 7),
    aircraft: { id: 'arc_00009UhD4ongolulWd91Ky', iata_code: '77W', name: 'Boeing 777-300ER' },
    stops: [],
    passengers: passengers.map((passenger) => ({
      passenger_id: passenger.id,
      cabin_class: cabinClass,
      cabin_class_marketing_name: cabinClass === 'economy' ? 'Economy Basic' : 'Club World',
      fare_basis_code: 'KLWC10A',
      baggages:
        passenger.type === 'infant_without_seat'
          ? []
          : [
              { type: 'checked', quantity: 1 },
              { type: 'carry_on', quantity: 1 },
            ],
      cabin: {
        name: cabinClass,
        marketing_name: 'Economy Basic',
        amenities: {
          wifi: { available: true, cost: 'paid' },
          seat: { pitch: 'standard', type: 'standard' },
          power: { available: airline % 2 === 0 },
        },
      },
    })),
  };
}

/** Offer number `index` of a search: prices, times, stops and conditions vary with it. */
export function duffelOffer(search: RequestedSearch, index: number, now: Date): DuffelOffer & Record<string, unknown> {
  const passengers = search.passengers.map((passenger) => ({
    id: duffelId('pas'),
    type: passenger.type ?? ((passenger.age ?? 18) < 2 ? 'infant_without_seat' : 'child'),
    age: passenger.age ?? null,
    given_name: null,
    family_name: null,
    loyalty_programme_accounts: [],
    fare_type: null,
  }));
  const totalMinor = (180 + ((index * 37) % 23) * 17) * 100 * search.passengers.length + 45;
  const taxMinor = Math.round(totalMinor / 5);
  const amount = (minor: number) => `${Math.floor(minor / 100)}.${pad(minor % 100)}`;
  const refund =
    index % 2 === 0
      ? { allowed: true, penalty_amount: '40.00', penalty_currency: 'GBP' }
      : { allowed: false, penalty_amount: null, penalty_currency: null };
  const change = index % 3 === 0 ? { allowed: true, penalty_amount: null, penalty_currency: null } : null;
  return {
    id: duffelId('off'),
    live_mode: false,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    expires_at: new Date(now.getTime() + 30 * 60_000).toISOString(),
    total_amount: amount(totalMinor),
    total_currency: 'GBP',
    base_amount: amount(totalMinor - taxMinor),
    base_currency: 'GBP',
    tax_amount: amount(taxMinor),
    tax_currency: 'GBP',
    // Duffel's estimate for all passengers: varied by offer so the lower-emissions badge has a median to beat.
    total_emissions_kg: String((380 + ((index * 7) % 5) * 40) * search.passengers.length),
    owner: duffelAirline(index),
    partial: false,
    passenger_identity_documents_required: false,
    supported_passenger_identity_document_types: ['passport'],
    // R50: as Duffel lists them, the programmes the offer takes: here its owner's.
    supported_loyalty_programmes: [duffelAirline(index).iata_code],
    private_fares: [],
    payment_requirements: {
      requires_instant_payment: false,
      payment_required_by: null,
      price_guarantee_expires_at: null,
    },
    conditions: { refund_before_departure: refund, change_before_departure: change },
    passengers,
    slices: search.slices.map((slice) => {
      const departing = `${slice.departure_date}T${pad(6 + ((index * 5) % 14))}:${index % 2 === 0 ? '05' : '40'}:00`;
      const via = slice.origin === 'AMS' || slice.destination === 'AMS' ? 'CDG' : 'AMS';
      const segments =
        index % 3 === 2
          ? [
              segment(slice.origin, via, departing, 95, index, passengers, search.cabin_class),
              segment(
                via,
                slice.destination,
                addMinutes(departing, 95 + 80),
                420,
                index,
                passengers,
                search.cabin_class,
              ),
            ]
          : [segment(slice.origin, slice.destination, departing, 425 + index, index, passengers, search.cabin_class)];
      const minutes = index % 3 === 2 ? 95 + 80 + 420 : 425 + index;
      return {
        id: duffelId('sli'),
        origin_type: 'airport',
        origin: duffelAirport(slice.origin),
        destination_type: 'airport',
        destination: duffelAirport(slice.destination),
        duration: `PT${pad(Math.floor(minutes / 60))}H${pad(minutes % 60)}M`,
        fare_brand_name: 'Basic',
        comparison_key: 'BmlZDw==',
        ngs_shelf: 1,
        conditions: { change_before_departure: change, refund_before_departure: refund, advance_seat_selection: false },
        segments,
      };
    }),
  };
}

/** Bags for every passenger with a seat, as GET /air/offers/{id}?return_available_services=true gives. */
export function duffelServices(offer: DuffelOffer) {
  return offer.passengers
    .filter((passenger) => passenger.type !== 'infant_without_seat')
    .map((passenger) => ({
      id: duffelId('ase'),
      type: 'baggage',
      maximum_quantity: 1,
      passenger_ids: [passenger.id],
      segment_ids: offer.slices.flatMap((slice) => slice.segments.map((s) => s.id)),
      total_amount: '45.00',
      total_currency: 'GBP',
      metadata: {
        type: 'checked',
        maximum_weight_kg: 23,
        maximum_length_cm: 90,
        maximum_height_cm: 90,
        maximum_depth_cm: 75,
      },
    }));
}

/** One map per segment: 8 rows of 3 + 3 seats, an exit row after row 4, row 1 sold out. */
export function duffelSeatMaps(offer: DuffelOffer): DuffelSeatMap[] {
  const seated = offer.passengers.filter((passenger) => passenger.type !== 'infant_without_seat');
  const seat = (row: number, letter: string) => ({
    type: 'seat',
    designator: `${row}${letter}`,
    name: row === 5 ? 'Exit row seat' : '',
    disclosures: row === 5 ? ['Do not seat children in exit row seats'] : [],
    available_services:
      row === 1
        ? []
        : seated.map((passenger) => ({
            id: duffelId('ase'),
            passenger_id: passenger.id,
            total_amount: row === 5 ? '30.00' : '20.00',
            total_currency: 'GBP',
          })),
  });
  return offer.slices.flatMap((slice) =>
    slice.segments.map((seg) => ({
      id: duffelId('sea'),
      slice_id: slice.id,
      segment_id: seg.id,
      cabins: [
        {
          deck: 0,
          cabin_class: 'economy',
          aisles: 1,
          wings: { first_row_index: 3, last_row_index: 6 },
          rows: [1, 2, 3, 4, 0, 5, 6, 7, 8].map((row) =>
            row === 0
              ? { sections: [{ elements: [{ type: 'exit_row' }] }, { elements: [{ type: 'exit_row' }] }] }
              : {
                  sections: [
                    { elements: ['A', 'B', 'C'].map((l) => seat(row, l)) },
                    { elements: ['D', 'E', 'F'].map((l) => seat(row, l)) },
                  ],
                },
          ),
        },
      ],
    })),
  );
}

/** Offer number `index` of one adult's economy JFK-LHR search on a fixed day: for normalising tests. */
export const jfkLhrOffer = (index = 0): DuffelOffer =>
  duffelOffer(
    {
      slices: [{ origin: 'JFK', destination: 'LHR', departure_date: '2026-12-01' }],
      passengers: [{ type: 'adult' }],
      cabin_class: 'economy',
    },
    index,
    new Date('2026-11-21T10:00:00Z'),
  );
