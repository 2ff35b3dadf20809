import { fakeApi as scriptApi, type ApiCall, type FakeRoutes } from '../../testing/fake-api';
import { currentLocation, renderRoutes } from '../../testing/render';
import { airport, testOffer, testSegment } from '../../testing/offers';
import { testSeatRow } from '../../testing/seats';
import { SeatMapsResponseSchema } from '../../../shared/schemas/flights';
import type { Offer, Place, SeatMap, Segment } from '../../../shared/schemas/flights';
import { OfferPage } from './offer-page';

/* Client test helpers for the offer screen: a parsed offer and seat map, a scripted API, a router. */

const zoned = (iata_code: string, name: string, city_name: string, country_code: string, time_zone: string) =>
  airport(iata_code, city_name, country_code, { name, time_zone });

export const JFK = zoned('JFK', 'John F. Kennedy International Airport', 'New York', 'US', 'America/New_York');
export const LHR = zoned('LHR', 'Heathrow Airport', 'London', 'GB', 'Europe/London');
export const LGW = zoned('LGW', 'Gatwick Airport', 'London', 'GB', 'Europe/London');
export const EDI = zoned('EDI', 'Edinburgh Airport', 'Edinburgh', 'GB', 'Europe/London');
export const DUB = zoned('DUB', 'Dublin Airport', 'Dublin', 'IE', 'Europe/Dublin');

const EI = { name: 'Aer Lingus', iata_code: 'EI', logo_url: null };

function segment(
  id: string,
  from: Place,
  departing_at: string,
  to: Place,
  arriving_at: string,
  more: Partial<Segment> = {},
): Segment {
  return testSegment(id, from, to, departing_at, arriving_at, {
    origin_terminal: '5',
    destination_terminal: null,
    duration: 'PT1H15M',
    flight_number: 'BA1',
    aircraft: { iata_code: '789', name: 'Boeing 787-9' },
    services: [{ type: 'meal', description: 'Meal included' }],
    passengers: [
      {
        passenger_id: 'pas_1',
        cabin_class: 'economy',
        cabin_class_marketing_name: 'Economy',
        baggages: [
          { type: 'checked', quantity: 1 },
          { type: 'carry_on', quantity: 1 },
        ],
      },
    ],
    ...more,
  });
}

/**
 * New York to Edinburgh and back. Out: JFK-LHR overnight, then a change of airport to LGW for
 * the Edinburgh flight (4h 50m on the ground). Back: EDI-DUB on an Aer Lingus flight operated
 * by BA CityFlyer, then DUB-JFK (2h 40m in Dublin).
 */
export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return testOffer({
    total_amount: '1845.00',
    base_amount: '1500.00',
    tax_amount: '345.00',
    slices: [
      {
        id: 'sli_out',
        origin: JFK,
        destination: EDI,
        departure_time: '2026-12-11T18:30:00',
        arrival_time: '2026-12-12T12:55:00',
        duration: 'PT13H25M',
        fare_brand_name: 'Standard',
        segments: [
          segment('seg_1', JFK, '2026-12-11T18:30:00', LHR, '2026-12-12T06:50:00', {
            flight_number: 'BA112',
            duration: 'PT7H20M',
          }),
          segment('seg_2', LGW, '2026-12-12T11:40:00', EDI, '2026-12-12T12:55:00', { flight_number: 'BA2940' }),
        ],
      },
      {
        id: 'sli_back',
        origin: EDI,
        destination: JFK,
        departure_time: '2026-12-18T07:00:00',
        arrival_time: '2026-12-18T13:30:00',
        duration: 'PT11H30M',
        fare_brand_name: 'Standard',
        segments: [
          segment('seg_3', EDI, '2026-12-18T07:00:00', DUB, '2026-12-18T08:20:00', {
            flight_number: 'EI3251',
            marketing_carrier: EI,
            airline: { name: EI.name, logo_url: null },
            operating_carrier: { name: 'BA CityFlyer', iata_code: 'CJ', logo_url: null },
          }),
          segment('seg_4', DUB, '2026-12-18T11:00:00', JFK, '2026-12-18T13:30:00', {
            flight_number: 'EI105',
            marketing_carrier: EI,
            operating_carrier: EI,
            airline: { name: EI.name, logo_url: null },
            duration: 'PT7H30M',
          }),
        ],
      },
    ],
    conditions: {
      refundable: true,
      changeable: true,
      refund_before_departure: { allowed: true, penalty_amount: '150.00', penalty_currency: 'USD' },
      change_before_departure: { allowed: true, penalty_amount: '0.00', penalty_currency: 'USD' },
      cancellation_options: [
        {
          type: 'refund',
          allowed: true,
          penalty_amount: '150.00',
          penalty_currency: 'USD',
          description: 'Refundable before departure for a fee of USD 150.00 per passenger.',
        },
      ],
    },
    available_services: [
      {
        id: 'ase_1',
        type: 'baggage',
        name: 'Checked bag',
        description: 'Extra checked bag up to 23 kg, JFK-LHR',
        total_amount: '75.00',
        total_currency: 'USD',
        maximum_quantity: 2,
        passenger_ids: ['pas_1'],
        segment_ids: ['seg_1'],
      },
    ],
    passenger_identity_documents_required: true,
    passengers: [
      { id: 'pas_1', type: 'adult' },
      { id: 'pas_2', type: 'adult' },
    ],
    ...overrides,
  });
}

/** A small 3-3 map for the first segment: a galley row, rows 10-12, an exit before row 12. */
export function makeSeatMaps(): SeatMap[] {
  return SeatMapsResponseSchema.parse([
    {
      id: 'sea_1',
      slice_id: 'sli_out',
      segment_id: 'seg_1',
      cabins: [
        {
          cabin_class: 'economy',
          deck: 0,
          aisles: 1,
          deck_configuration: [3, 3],
          wings: { first_row_index: 2, last_row_index: 4 },
          rows: [
            { number: null, sections: [{ elements: [{ type: 'galley' }] }, { elements: [{ type: 'lavatory' }] }] },
            testSeatRow(10, ['25.00', null, '0.00', '0.00', '0.00', '25.00']),
            testSeatRow(11, [null, null, '12.50', '0.00', null, null]),
            { number: null, sections: [{ elements: [{ type: 'exit_row' }] }, { elements: [{ type: 'exit_row' }] }] },
            testSeatRow(12, ['40.00', '40.00', null, '40.00', '40.00', '40.00']),
          ],
        },
      ],
    },
  ]);
}

/** The API for the offer screen, keyed by 'GET /path?query' as the screen asks. */
export function fakeApi(routes: FakeRoutes): ApiCall[] {
  return scriptApi(routes, { withQuery: true });
}

/** The offer screen at `path`, as the router mounts it. */
export function renderOfferPage(path: string) {
  return renderRoutes(path, [{ path: '/flight/:id?', element: <OfferPage /> }]);
}

export { currentLocation };
