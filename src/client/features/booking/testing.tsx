import { fakeApi as scriptApi, type ApiCall, type FakeRoutes } from '../../testing/fake-api';
import { currentLocation, renderRoutes } from '../../testing/render';
import { airport, testOffer, testSegment } from '../../testing/offers';
import { testSeatRow } from '../../testing/seats';
import { SeatMapsResponseSchema } from '../../../shared/schemas/flights';
import type { Offer, Place, SeatMap, Segment } from '../../../shared/schemas/flights';
import { BookingPage } from './booking-page';
import { OFFER_EXPIRED_MESSAGE } from '../../../shared/messages';

/* Client test helpers for the booking screen: a JFK-LHR round trip for a family, its seat maps, a scripted API. */

export const JFK = airport('JFK', 'New York', 'US');
export const LHR = airport('LHR', 'London', 'GB');
export const BOS = airport('BOS', 'Boston', 'US');
const segment = (id: string, from: Place, to: Place, departing_at: string, flight_number: string): Segment =>
  testSegment(id, from, to, departing_at, departing_at.replace(/T\d\d/, 'T23'), {
    flight_number,
    passengers: [
      { passenger_id: 'pas_1', cabin_class: 'economy', cabin_class_marketing_name: 'Economy', baggages: [] },
    ],
  });

export type OfferPassenger = Offer['passengers'][number];
export const FAMILY: OfferPassenger[] = [
  { id: 'pas_1', type: 'adult' },
  { id: 'pas_2', type: 'adult' },
  { id: 'pas_3', type: 'child' },
];

/** JFK to LHR on 2026-12-11, back on 2026-12-18; 2 adults and a child unless told otherwise. */
export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return testOffer({
    id: 'off_1',
    total_amount: '2400',
    base_amount: '2000',
    tax_amount: '400',
    slices: [
      {
        id: 'sli_out',
        origin: JFK,
        destination: LHR,
        departure_time: '2026-12-11T18:30:00',
        arrival_time: '2026-12-12T06:30:00',
        duration: 'PT7H',
        segments: [segment('seg_out', JFK, LHR, '2026-12-11T18:30:00', 'BA117')],
      },
      {
        id: 'sli_back',
        origin: LHR,
        destination: JFK,
        departure_time: '2026-12-18T10:00:00',
        arrival_time: '2026-12-18T13:00:00',
        duration: 'PT8H',
        segments: [segment('seg_back', LHR, JFK, '2026-12-18T10:00:00', 'BA112')],
      },
    ],
    passengers: FAMILY,
    ...overrides,
  });
}

/** A one-way domestic trip (BOS-JFK): no passport needed. */
export function makeDomesticOffer(passengers: OfferPassenger[] = [{ id: 'pas_1', type: 'adult' }]): Offer {
  const offer = makeOffer({ passengers });
  const [outbound] = offer.slices;
  if (!outbound) throw new Error('fixture has an outbound slice');
  const seg = { ...segment('seg_out', BOS, JFK, '2026-12-11T08:00:00', 'BA1'), duration: 'PT1H' };
  return makeOffer({
    passengers,
    slices: [{ ...outbound, origin: BOS, destination: JFK, departure_time: seg.departing_at, segments: [seg] }],
  });
}

/** Rows 10 and 11, 3-3: 10A $25, 10B taken, the rest free, on every segment asked for. */
export function makeSeatMaps(
  segmentIds = ['seg_out', 'seg_back'],
  passengerIds = ['pas_1', 'pas_2', 'pas_3'],
): SeatMap[] {
  return SeatMapsResponseSchema.parse(
    segmentIds.map((segment_id, i) => ({
      id: `sea_${i}`,
      slice_id: i === 0 ? 'sli_out' : 'sli_back',
      segment_id,
      cabins: [
        {
          cabin_class: 'economy',
          deck: 0,
          aisles: 1,
          deck_configuration: [3, 3],
          wings: null,
          rows: [
            testSeatRow(10, ['25.00', null, '0.00', '0.00', '0.00', '0.00'], passengerIds),
            testSeatRow(11, ['0.00', '0.00', '0.00', '0.00', '0.00', '0.00'], passengerIds),
          ],
        },
      ],
    })),
  );
}

export const validAnswer = (minutes = 25) => ({
  status: 200,
  body: {
    valid: true,
    message: 'Offer is valid',
    error: null,
    offer_id: 'off_1',
    expires_at: '2099-11-21T14:30:00.000Z',
    minutes_remaining: minutes,
  },
});

export const expiredAnswer = {
  status: 410,
  body: {
    valid: false,
    message: OFFER_EXPIRED_MESSAGE,
    error: 'OFFER_EXPIRED',
    offer_id: 'off_1',
    expires_at: null,
    minutes_remaining: null,
  },
};

/** The API for the booking screen, keyed by 'GET /path?query' as the screen asks. */
export function fakeApi(routes: FakeRoutes): ApiCall[] {
  return scriptApi(routes, { withQuery: true });
}

/** The booking screen at `path`, opened from an offer page (Back goes there). */
export function renderBookingPage(path = '/booking?offer=off_1&adults=2&children=1&infants=0') {
  return renderRoutes(path, [{ path: '/booking', element: <BookingPage /> }], { history: ['/flight/off_1'] });
}

export { currentLocation };
