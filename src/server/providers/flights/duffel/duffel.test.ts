import { beforeEach, describe, expect, it } from 'vitest';
import { OfferSchema, SeatMapsResponseSchema, type Offer } from '../../../../shared/schemas/flights';
import { FlightProviderError, type CreateOrderInput, type FlightProvider, type OfferQuery } from '../types';
import { useDuffelServer } from '../../../testing/duffel/app';
import { duffelError, startDuffelServer } from '../../../testing/duffel/server';
import { createDuffelProvider, SEARCH_CHILD_AGE, SEARCH_INFANT_AGE, type DuffelProviderOptions } from '.';
import { rejectionOf } from '../../../testing/errors';
import { oneWay } from '../../../testing/sandbox';

const server = useDuffelServer();
beforeEach(() => {
  server.calls.length = 0;
  server.setOffersPerSearch(7);
});

const provider = (options: Partial<DuffelProviderOptions> = {}): FlightProvider =>
  createDuffelProvider({ accessToken: server.token, baseUrl: server.url, timeoutMs: 2_000, ...options });

const query = (origin = 'JFK', destination = 'LHR', extra: Partial<OfferQuery> = {}): OfferQuery =>
  oneWay(origin, destination, '2026-12-01', extra);

const failure = (promise: Promise<unknown>) => rejectionOf(promise, FlightProviderError);

const rateLimited = duffelError(429, 'rate_limit_error', 'rate_limit_exceeded', 'Too many requests');

describe('Duffel search', () => {
  it('asks Duffel v2 with the token for an offer request without offers, then normalises every offer', async () => {
    const offers = await provider().search(query('JFK', 'LHR', { adults: 2, children: 1, infants: 1 }));
    expect(offers).toHaveLength(7);
    for (const offer of offers) expect(OfferSchema.parse(offer)).toEqual(offer);

    const [create] = server.calls;
    expect(create?.method).toBe('POST');
    expect(create?.path).toBe('/air/offer_requests');
    expect(create?.headers.authorization).toBe(`Bearer ${server.token}`);
    expect(create?.headers['duffel-version']).toBe('v2');
    expect(create?.query.get('return_offers')).toBe('false');
    expect(Number(create?.query.get('supplier_timeout'))).toBeGreaterThanOrEqual(2_000);
    expect(create?.body?.data).toEqual({
      slices: [{ origin: 'JFK', destination: 'LHR', departure_date: '2026-12-01' }],
      passengers: [{ type: 'adult' }, { type: 'adult' }, { age: SEARCH_CHILD_AGE }, { age: SEARCH_INFANT_AGE }],
      max_connections: 2,
      cabin_class: 'economy',
    });
    expect(offers[0]?.passengers.map((p) => p.type)).toEqual(['adult', 'adult', 'child', 'infant_without_seat']);
  });

  it('asks for offers cheapest first and follows the `after` cursor to the last page', async () => {
    const offers = await provider({ pageSize: 3 }).search(query());
    const lists = server.calls.filter((call) => call.path === '/air/offers');
    expect(lists.map((call) => call.query.get('after'))).toEqual([null, expect.any(String), expect.any(String)]);
    expect(lists.every((call) => call.query.get('sort') === 'total_amount' && call.query.get('limit') === '3')).toBe(
      true,
    );
    expect(offers).toHaveLength(7);
    const totals = offers.map((offer) => Number(offer.total_amount));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(new Set(offers.map((offer) => offer.id)).size).toBe(7);
  });

  it('stops paging at maxOffers', async () => {
    const offers = await provider({ pageSize: 3, maxOffers: 4 }).search(query());
    expect(offers).toHaveLength(4);
    expect(server.calls.filter((call) => call.path === '/air/offers')).toHaveLength(2);
  });

  it('answers no offers as an empty list', async () => {
    expect(await provider().search(query('PVD', 'RAI'))).toEqual([]);
  });

  it('maps a validation error to VALIDATION', async () => {
    server.script({
      path: '/air/offer_requests',
      status: 422,
      body: duffelError(422, 'validation_error', 'validation_format', "Field 'departure_date' is not a date"),
    });
    const error = await failure(provider().search(query()));
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toContain('validation_format');
  });

  it("maps the airline's gateway timeout (504) to TIMEOUT", async () => {
    expect((await failure(provider().search(query('STN', 'LHR')))).code).toBe('TIMEOUT');
  });

  it('maps 5xx and an unreachable Duffel to UNAVAILABLE', async () => {
    server.script({ path: '/air/offers', status: 503, body: duffelError(503, 'api_error', 'unavailable', 'Down') });
    expect((await failure(provider().search(query()))).code).toBe('UNAVAILABLE');
    const closed = createDuffelProvider({ accessToken: 'x', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 });
    expect((await failure(closed.search(query()))).code).toBe('UNAVAILABLE');
  });

  it('maps a refused token to UNAVAILABLE (our configuration, not the traveller)', async () => {
    const wrong = createDuffelProvider({ accessToken: 'duffel_test_wrong', baseUrl: server.url });
    const error = await failure(wrong.search(query()));
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toContain('invalid_authorization_header');
  });

  it('retries a rate-limited read once, after the ratelimit-reset time', async () => {
    server.script({
      path: '/air/offers',
      status: 429,
      body: rateLimited,
      headers: { 'ratelimit-remaining': '0', 'ratelimit-reset': new Date().toUTCString() },
    });
    const offers = await provider().search(query());
    expect(offers).toHaveLength(7);
    expect(server.calls.filter((call) => call.path === '/air/offers')).toHaveLength(2);
  });

  it('honours Retry-After in seconds before the retry', async () => {
    server.script({ path: '/air/offer_requests', status: 429, body: rateLimited, headers: { 'retry-after': '1' } });
    const started = Date.now();
    await provider().search(query());
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('gives up with RATE_LIMITED when the retry is limited too, or the wait is too long', async () => {
    server.script({ path: '/air/offers', status: 429, body: rateLimited, headers: { 'retry-after': '0' }, times: 2 });
    const twice = await failure(provider().search(query()));
    expect(twice.code).toBe('RATE_LIMITED');
    expect(twice.retryAfterSeconds).toBe(0);

    server.calls.length = 0;
    server.script({ path: '/air/offer_requests', status: 429, body: rateLimited, headers: { 'retry-after': '60' } });
    const long = await failure(provider().search(query()));
    expect(long.code).toBe('RATE_LIMITED');
    expect(long.retryAfterSeconds).toBe(60);
    expect(server.calls).toHaveLength(1);
  });

  it('gives up with TIMEOUT when Duffel answers later than the timeout', async () => {
    server.script({ path: '/air/offer_requests', delayMs: 1_500 });
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 200 }).search(query()));
    expect(error.code).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("passes the caller's own abort through untouched", async () => {
    server.script({ path: '/air/offer_requests', delayMs: 1_000 });
    const controller = new AbortController();
    const reason = new FlightProviderError('TIMEOUT', 'the service gave up');
    setTimeout(() => controller.abort(reason), 50);
    await expect(provider().search(query(), controller.signal)).rejects.toBe(reason);
  });
});

describe('Duffel offers and seat maps', () => {
  it('reads one offer with its available services', async () => {
    const [first] = await provider().search(query('JFK', 'LHR', { adults: 2 }));
    const offer = await provider().getOffer(first?.id ?? '');
    const get = server.calls.at(-1);
    expect(get?.path).toBe(`/air/offers/${first?.id}`);
    expect(get?.query.get('return_available_services')).toBe('true');
    expect(offer.available_services).toHaveLength(2);
    expect(offer.available_services[0]).toMatchObject({
      type: 'baggage',
      name: 'Checked bag',
      description: 'up to 23 kg, 90 x 90 x 75 cm',
      total_amount: '45.00',
      total_currency: 'GBP',
    });
  });

  it('maps an offer no longer available to OFFER_WITHDRAWN', async () => {
    const [gone] = await provider().search(query('LGW', 'LHR'));
    expect((await failure(provider().getOffer(gone?.id ?? ''))).code).toBe('OFFER_WITHDRAWN');
  });

  it('maps an unknown offer to OFFER_NOT_FOUND, and does not ask about ids that cannot be Duffel’s', async () => {
    expect((await failure(provider().getOffer('off_0000unknown'))).code).toBe('OFFER_NOT_FOUND');
    const before = server.calls.length;
    expect((await failure(provider().getOffer('../air/orders'))).code).toBe('OFFER_NOT_FOUND');
    expect(server.calls.length).toBe(before);
  });

  it('normalises seat maps: one per segment, seats without services unavailable', async () => {
    const offers = await provider().search(query());
    const connecting = offers.find((offer) => offer.slices[0]?.segments.length === 2);
    const maps = await provider().getSeatMaps(connecting?.id ?? '');
    expect(SeatMapsResponseSchema.parse(maps)).toEqual(maps);
    expect(maps).toHaveLength(2);
    const cabin = maps[0]?.cabins[0];
    expect(cabin?.deck_configuration).toEqual([3, 3]);
    expect(cabin?.rows.map((row) => row.number)).toEqual([1, 2, 3, 4, null, 5, 6, 7, 8]);
    const seat = (row: number, letter = 'A') =>
      cabin?.rows.flatMap((r) => r.sections.flatMap((s) => s.elements)).find((e) => e.designator === `${row}${letter}`);
    expect(seat(1)).toMatchObject({ type: 'seat', available: false, available_services: [] });
    expect(seat(2)).toMatchObject({ available: true, available_services: [{ total_amount: '20.00' }] });
    expect(cabin?.rows[4]?.sections[0]?.elements).toEqual([{ type: 'exit_row' }]);
  });
});

describe('Duffel orders and cancellations', () => {
  const passenger = {
    type: 'adult' as const,
    title: 'mrs',
    givenName: 'Amelia',
    familyName: 'Earhart',
    gender: 'f' as const,
    bornOn: '1987-07-24',
    email: 'amelia@example.com',
    phoneNumber: '+442080160509',
    identityDocument: null,
  };

  /** An order for the offer's one passenger: its price unless said otherwise, no extras. */
  const orderInput = (offer: Offer | undefined, reference: string, more: Partial<CreateOrderInput> = {}) => ({
    offerId: offer?.id ?? '',
    passengers: [{ ...passenger, offerPassengerId: offer?.passengers[0]?.id ?? '' }],
    services: [],
    amount: offer?.total_amount ?? '',
    currency: 'GBP',
    reference,
    ...more,
  });

  it('creates an order once, reads it back, quotes and confirms its cancellation', async () => {
    const duffel = provider();
    const [offer] = await duffel.search(query());
    const maps = await duffel.getSeatMaps(offer?.id ?? '');
    const seat = maps[0]?.cabins[0]?.rows[1]?.sections[0]?.elements[0]?.available_services?.[0];
    const amount = (Number(offer?.total_amount) + Number(seat?.total_amount)).toFixed(2);
    const order = await duffel.createOrder(
      orderInput(offer, 'bk_123', { services: [{ id: seat?.id ?? '', quantity: 1 }], amount }),
    );
    expect(order).toMatchObject({ totalAmount: amount, totalCurrency: 'GBP', cancelledAt: null });
    expect(order.tickets).toEqual([
      { passengerId: offer?.passengers[0]?.id, number: expect.stringMatching(/^\d{13}$/) },
    ]);
    expect(order.bookingReference).toMatch(/^[A-Z0-9]{6}$/);
    expect(OfferSchema.parse(order.offer).id).toBe(offer?.id);
    const sent = server.calls.find((call) => call.path === '/air/orders')?.body?.data;
    expect(sent).toMatchObject({
      type: 'instant',
      selected_offers: [offer?.id],
      payments: [{ type: 'balance', amount, currency: 'GBP' }],
      metadata: { booking_reference: 'bk_123', offer_id: offer?.id },
    });

    const read = await duffel.getOrder(order.id);
    expect(read.offer.id).toBe(offer?.id);
    expect(read.bookingReference).toBe(order.bookingReference);
    // Booking recovery (R2) finds the order by our reference, never by placing it again.
    expect((await duffel.findOrderByReference?.('bk_123', offer?.id ?? ''))?.id).toBe(order.id);
    expect(await duffel.findOrderByReference?.('bk_other', offer?.id ?? '')).toBeNull();

    const quote = await duffel.quoteCancellation(order.id);
    expect(quote).toMatchObject({ orderId: order.id, refundCurrency: 'GBP', confirmedAt: null });
    const confirmed = await duffel.confirmCancellation(quote.id);
    expect(confirmed.confirmedAt).not.toBeNull();
    expect((await duffel.getOrder(order.id)).cancelledAt).toBe(confirmed.confirmedAt);
    // already_cancelled (422 invalid_state_error): Duffel refused the request.
    expect((await failure(duffel.quoteCancellation(order.id))).code).toBe('VALIDATION');
  });

  it('reports a payment that no longer matches the price as PRICE_CHANGED', async () => {
    const duffel = provider();
    const [offer] = await duffel.search(query('LHR', 'STN'));
    const fresh = await duffel.getOffer(offer?.id ?? ''); // the price rises on this route
    expect(Number(fresh.total_amount)).toBe(Number(offer?.total_amount) + 10);
    const input = orderInput(offer, 'bk_124');
    expect((await failure(duffel.createOrder(input))).code).toBe('PRICE_CHANGED');
  });

  it('R50: sends loyalty numbers as loyalty_programme_accounts, and Duffel refuses an airline the offer does not support', async () => {
    const duffel = provider();
    const [offer] = await duffel.search(query());
    const owner = offer?.owner.iata_code ?? '';
    expect(offer?.supported_loyalty_programmes).toEqual([owner]);
    const withLoyalty = (airlineIataCode: string, reference: string) =>
      orderInput(offer, reference, {
        passengers: [
          {
            ...orderInput(offer, '').passengers[0]!,
            loyaltyProgrammeAccounts: [{ airlineIataCode, accountNumber: '12901014' }],
          },
        ],
      });
    const other = owner === 'ZZ' ? 'YY' : 'ZZ';
    const refused = await failure(duffel.createOrder(withLoyalty(other, 'bk_loyal_no')));
    expect(refused.code).toBe('VALIDATION');
    expect(refused.message).toContain('airline_iata_code');
    const order = await duffel.createOrder(withLoyalty(owner, 'bk_loyal'));
    expect(order.status).toBe('confirmed');
    const sent = server.calls.filter((call) => call.path === '/air/orders').at(-1)?.body?.data as {
      passengers: { loyalty_programme_accounts?: unknown }[];
    };
    expect(sent.passengers[0]?.loyalty_programme_accounts).toEqual([
      { airline_iata_code: owner, account_number: '12901014' },
    ]);
  });

  it('refuses, as Duffel does, a passenger its order API cannot take (R26), and the adapter sends what it needs', async () => {
    const duffel = provider();
    const [offer] = await duffel.search(query());
    const refused = async (change: object, field: string) => {
      const input = orderInput(offer, 'bk_rules', {
        passengers: [{ ...orderInput(offer, '').passengers[0]!, ...change }],
      });
      const error = await failure(duffel.createOrder(input));
      expect(error.code, field).toBe('VALIDATION');
      expect(error.message).toContain(`'${field}'`);
    };
    // A title or gender missing never leaves our server: the official type requires them, the adapter checks.
    const before = server.calls.filter((call) => call.path === '/air/orders').length;
    for (const change of [{ title: null }, { gender: null }, { title: 'sir' }]) {
      const input = orderInput(offer, 'bk_rules', {
        passengers: [{ ...orderInput(offer, '').passengers[0]!, ...change }],
      });
      expect((await failure(duffel.createOrder(input))).message).toMatch(/^Duffel needs a (title|gender)/);
    }
    expect(server.calls.filter((call) => call.path === '/air/orders').length).toBe(before);
    // The stand-in itself refuses them as Duffel does, for any client.
    const raw = await fetch(`${server.url}/air/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'duffel-version': 'v2', 'content-type': 'application/json' },
      body: JSON.stringify({
        data: {
          type: 'instant',
          selected_offers: [offer?.id],
          passengers: [{ id: offer?.passengers[0]?.id, given_name: 'Amelia', family_name: 'Earhart', gender: 'f' }],
          payments: [{ type: 'balance', amount: offer?.total_amount, currency: 'GBP' }],
        },
      }),
    });
    const body = (await raw.json()) as { errors: { code: string; source: { pointer: string } }[] };
    expect([raw.status, body.errors[0]?.code, body.errors[0]?.source.pointer]).toEqual([
      422,
      'validation_required',
      '/passengers/0/title',
    ]);
    await refused({ phoneNumber: '07700 900123' }, 'phone_number');
    await refused({ familyName: 'Эрхарт' }, 'family_name');
    // An offer that supports no documents takes none; one that requires them needs them.
    const stored = server.offers.get(offer?.id ?? '');
    if (!stored) throw new Error('offer not stored');
    const passport = { number: 'P1234567', expiresOn: '2031-01-01', issuingCountryCode: 'GB' };
    stored.offer.supported_passenger_identity_document_types = [];
    await refused({ identityDocument: passport }, 'identity_documents');
    stored.offer.supported_passenger_identity_document_types = ['passport'];
    stored.offer.passenger_identity_documents_required = true;
    await refused({ identityDocument: null }, 'identity_documents');
    const order = await duffel.createOrder(
      orderInput(offer, 'bk_rules_ok', {
        passengers: [{ ...orderInput(offer, '').passengers[0]!, identityDocument: passport }],
      }),
    );
    expect(order.bookingReference).toMatch(/^[A-Z0-9]{6}$/);
    const sent = server.calls.filter((call) => call.path === '/air/orders').at(-1)?.body?.data as {
      passengers: object[];
    };
    expect(sent.passengers[0]).toMatchObject({ title: 'mrs', gender: 'f', phone_number: '+442080160509' });
  });

  it('keeps an accepted order (202) pending until the airline confirms it; order_not_created means nothing booked', async () => {
    // Settled when the test says so, so no timing decides what the test sees.
    const quick = await startDuffelServer({ acceptedOrderMs: 3_600_000 });
    try {
      const duffel = createDuffelProvider({ accessToken: quick.token, baseUrl: quick.url, timeoutMs: 2_000 });
      const orderOn = async (origin: string, destination: string, reference: string) => {
        const [offer] = await duffel.search(query(origin, destination));
        return duffel.createOrder(orderInput(offer, reference));
      };
      const accepted = await orderOn('LHR', 'AMS', 'bk_202');
      expect(accepted).toMatchObject({ status: 'pending', bookingReference: '' });
      expect((await duffel.getOrder(accepted.id)).status).toBe('pending');
      quick.settleNow(accepted.id);
      const confirmed = await duffel.getOrder(accepted.id);
      expect(confirmed.status).toBe('confirmed');
      expect(confirmed.bookingReference).toMatch(/^[A-Z0-9]{6}$/);

      const doomed = await orderOn('LHR', 'BCN', 'bk_202_fails');
      expect(doomed.status).toBe('pending');
      quick.settleNow(doomed.id);
      expect((await failure(duffel.getOrder(doomed.id))).code).toBe('ORDER_FAILED');

      expect((await failure(orderOn('LHR', 'MAD', 'bk_not_created'))).code).toBe('ORDER_FAILED');
    } finally {
      await quick.close();
    }
  });

  it("sends each child's and infant's searched age, and refuses a birth date that contradicts it, as Duffel does (R26)", async () => {
    const duffel = provider();
    const [offer] = await duffel.search(query('JFK', 'LHR', { children: 1, childAges: [5] }));
    const create = server.calls.find((call) => call.path === '/air/offer_requests');
    expect(create?.body?.data).toMatchObject({ passengers: [{ type: 'adult' }, { age: 5 }] });
    const child = offer?.passengers.find((p) => p.type === 'child');
    expect(child?.age).toBe(5);
    const lead = { ...passenger, offerPassengerId: offer?.passengers[0]?.id ?? '' };
    const kid = (bornOn: string) => ({
      ...passenger,
      type: 'child' as const,
      title: 'miss',
      givenName: 'Ada',
      bornOn,
      offerPassengerId: child?.id ?? '',
    });
    // 8 on 2026-12-01, searched as 5.
    const wrong = orderInput(offer, 'bk_age', { passengers: [lead, kid('2018-06-01')] });
    const refused = await failure(duffel.createOrder(wrong));
    expect([refused.code, refused.message.includes("'born_on'")]).toEqual(['VALIDATION', true]);
    const right = orderInput(offer, 'bk_age_ok', { passengers: [lead, kid('2021-06-01')] });
    expect((await duffel.createOrder(right)).status).toBe('confirmed');
  });

  it("accepts an airline's schedule change once, as Duffel's actions/accept does", async () => {
    const duffel = provider();
    const [offer] = await duffel.search(query());
    const order = await duffel.createOrder(orderInput(offer, 'bk_aic'));
    const change = await server.airlineChange(order.id, 60);
    await duffel.acceptAirlineChange?.(String(change.id));
    const accepted = server.calls.filter(
      (call) => call.path === `/air/airline_initiated_changes/${change.id}/actions/accept`,
    );
    expect(accepted).toHaveLength(1);
    expect((await failure(duffel.acceptAirlineChange?.(String(change.id)) ?? Promise.resolve())).code).toBe(
      'VALIDATION',
    );
    expect((await failure(duffel.acceptAirlineChange?.('not_a_change') ?? Promise.resolve())).code).toBe(
      'OFFER_NOT_FOUND',
    );
  });

  it('reads which identity documents an offer takes', async () => {
    const duffel = provider();
    const [offer] = await duffel.search(query());
    expect(offer?.supported_passenger_identity_document_types).toEqual(['passport']);
  });

  it('never retries an order: a 429 or an airline failure is reported at once', async () => {
    const duffel = provider();
    const [offer] = await duffel.search(query('LHR', 'LGW'));
    const input = orderInput(offer, 'bk_125');
    server.script({ path: '/air/orders', status: 429, body: rateLimited, headers: { 'retry-after': '0' } });
    expect((await failure(duffel.createOrder(input))).code).toBe('RATE_LIMITED');
    expect((await failure(duffel.createOrder(input))).code).toBe('ORDER_FAILED'); // 502 airline_unknown
    expect(server.calls.filter((call) => call.path === '/air/orders')).toHaveLength(2);
  });
});
