import { describe, expect, it } from 'vitest';
import { FlightProviderError } from '../types';
import { useDuffelServer } from '../../../testing/duffel/app';
import { rejectionOf } from '../../../testing/errors';
import { oneWay } from '../../../testing/sandbox';
import { createDuffelProvider, offerRequestBody } from '.';

/*
 * Duffel (reference section 9): anyone under 18 is searched by `age`; `type: adult` means 18 or
 * over, and an order whose born_on says otherwise is refused. R8's adults are 12+, so R58 sends an
 * adult aged 12-17 by age alone (`youthAges`), and the offer's passenger carries that age.
 */

const server = useDuffelServer();

const traveller = (bornOn: string) => ({
  type: 'adult' as const,
  title: 'ms',
  givenName: 'Ada',
  familyName: 'Lovelace',
  gender: 'f' as const,
  bornOn,
  email: 'ada@example.com',
  phoneNumber: '+442080160509',
  identityDocument: null,
});

describe('a passenger of 12-17 on an adult slot (Duffel)', () => {
  it('is refused by Duffel at the order, on born_on; an 18-year-old on the same slot is booked', async () => {
    const duffel = createDuffelProvider({ accessToken: server.token, baseUrl: server.url, timeoutMs: 2_000 });
    const [offer] = await duffel.search(oneWay('JFK', 'LHR', '2026-12-01', { adults: 1 }));
    const slot = offer?.passengers[0];
    expect(slot).toMatchObject({ type: 'adult', age: null });
    const order = (reference: string, bornOn: string) => ({
      offerId: offer?.id ?? '',
      passengers: [{ ...traveller(bornOn), offerPassengerId: slot?.id ?? '' }],
      services: [],
      amount: offer?.total_amount ?? '',
      currency: 'GBP',
      reference,
    });
    // 15 on 2026-12-01.
    const refused = await rejectionOf(duffel.createOrder(order('bk_teen', '2011-03-01')), FlightProviderError);
    expect([refused.code, refused.message.includes("'born_on'")]).toEqual(['VALIDATION', true]);
    // 18 on 2026-12-01.
    expect((await duffel.createOrder(order('bk_adult', '2008-03-01'))).status).toBe('confirmed');
  });
});

describe('an adult aged 12-17 searched with their age (R58)', () => {
  it('goes to Duffel as {age}, comes back an adult slot with that age, and is booked on it', async () => {
    const duffel = createDuffelProvider({ accessToken: server.token, baseUrl: server.url, timeoutMs: 2_000 });
    const query = { ...oneWay('JFK', 'LHR', '2026-12-01', { adults: 2 }), youthAges: [15] };
    expect(offerRequestBody(query).passengers).toEqual([{ type: 'adult' }, { age: 15 }]);
    const [offer] = await duffel.search(query);
    const sent = server.calls.filter((call) => call.path === '/air/offer_requests').at(-1)?.body as {
      data: { passengers: unknown[] };
    };
    expect(sent.data.passengers).toEqual([{ type: 'adult' }, { age: 15 }]);
    expect(offer?.passengers.map((p) => [p.type, p.age])).toEqual([
      ['adult', null],
      ['adult', 15],
    ]);
    const [grown, teen] = offer?.passengers ?? [];
    const order = await duffel.createOrder({
      offerId: offer?.id ?? '',
      passengers: [
        { ...traveller('1990-03-01'), offerPassengerId: grown?.id ?? '' },
        // 15 on 2026-12-01.
        { ...traveller('2011-03-01'), givenName: 'Ann', offerPassengerId: teen?.id ?? '' },
      ],
      services: [],
      amount: offer?.total_amount ?? '',
      currency: 'GBP',
      reference: 'bk_youth',
    });
    expect(order.status).toBe('confirmed');
  });
});
