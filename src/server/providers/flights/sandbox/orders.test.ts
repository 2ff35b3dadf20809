import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OfferSchema, type Offer } from '../../../../shared/schemas/flights';
import { sandboxOrders } from '../../../db/schema';

import { type CreateOrderInput, type OrderPassenger } from '../types';
import { createSandboxProvider } from '.';
import { toAmount, toCents } from './money';
import { clock, codeOf, useSandbox, MINUTE, NOW, oneWay, passengersFor } from '../../../testing/sandbox';

const { database, time, sandbox } = useSandbox();

let references = 0;

/** A correct order for an offer: a seat for each seated passenger on the first flight, one extra bag. */
async function orderFor(offer: Offer, seats = true): Promise<CreateOrderInput> {
  const services: { id: string; quantity: number; amount: string }[] = [];
  if (seats) {
    const [map] = await sandbox.getSeatMaps(offer.id);
    const used = new Set<string>();
    for (const passenger of offer.passengers.filter((p) => p.type !== 'infant_without_seat')) {
      const seat = map?.cabins[0]?.rows
        .flatMap((r) => r.sections.flatMap((s) => s.elements))
        .find((e) => e.available && !used.has(e.designator ?? '') && !e.disclosures?.length);
      const service = seat?.available_services?.find((s) => s.passenger_id === passenger.id);
      if (!seat || !service) throw new Error('no free seat');
      used.add(seat.designator ?? '');
      services.push({ id: service.id, quantity: 1, amount: service.total_amount });
    }
  }
  const bag = offer.available_services.find((s) => s.metadata?.type === 'checked');
  if (bag) services.push({ id: bag.id, quantity: 1, amount: bag.total_amount });
  const total = services.reduce((sum, s) => sum + toCents(s.amount), toCents(offer.total_amount));
  return {
    offerId: offer.id,
    passengers: passengersFor(offer),
    services: services.map(({ id, quantity }) => ({ id, quantity })),
    amount: toAmount(total),
    currency: 'USD',
    reference: `booking-${++references}`,
  };
}

async function offerOf(brand: string, query = oneWay('JFK', 'LHR')): Promise<Offer> {
  time.set(NOW);
  const offers = await sandbox.search(query);
  const offer = offers.find((o) => o.slices[0]?.fare_brand_name === brand);
  if (!offer) throw new Error(`no ${brand} offer`);
  return offer;
}

describe('creating orders', () => {
  it('books the offer with seats and bags at the NET price, and stores it', async () => {
    const offer = await offerOf('Basic Economy', oneWay('JFK', 'LHR', '2026-12-01', { children: 1, infants: 1 }));
    const input = await orderFor(offer);
    expect(toCents(input.amount)).toBeGreaterThan(toCents(offer.total_amount));
    const order = await sandbox.createOrder(input);
    expect(order).toMatchObject({ totalAmount: input.amount, totalCurrency: 'USD', cancelledAt: null });
    expect(order.id).toMatch(/^ord_[0-9a-z]{22}$/);
    expect(order.bookingReference).toMatch(/^[A-Z2-9]{6}$/);
    expect(OfferSchema.safeParse(order.offer).success).toBe(true);
    expect(order.offer.id).toBe(offer.id);
    expect(order.services.map((s) => s.type)).toEqual(['seat', 'seat', 'baggage']);
    const infant = order.passengers.find((p) => p.type === 'infant_without_seat');
    expect(infant?.infantOfPassengerId).toBe(offer.passengers[0]?.id);
    expect(order.offer.passengers[0]).toMatchObject({ given_name: 'Amelia', family_name: 'Earhart' });
  });

  it('survives a restart: a new provider finds the order', async () => {
    const order = await sandbox.createOrder(await orderFor(await offerOf('Main Cabin')));
    const restarted = createSandboxProvider({ db: database.db, now: clock(NOW + 60 * MINUTE).now });
    expect(await restarted.getOrder(order.id)).toEqual(order);
    expect(await codeOf(restarted.getOrder('ord_unknown'))).toBe('OFFER_NOT_FOUND');
  });

  it('the same reference twice returns the first order, even after the offer expired (crash recovery)', async () => {
    const input = await orderFor(await offerOf('Basic Economy'));
    const [first, concurrent] = await Promise.all([sandbox.createOrder(input), sandbox.createOrder(input)]);
    expect(concurrent.id).toBe(first.id);
    time.set(NOW + 3 * 60 * MINUTE);
    expect((await sandbox.createOrder(input)).id).toBe(first.id);
    const rows = await database.db.select().from(sandboxOrders).where(eq(sandboxOrders.reference, input.reference));
    expect(rows).toHaveLength(1);
    const other = await orderFor(await offerOf('Main Cabin'));
    expect(await codeOf(sandbox.createOrder({ ...other, reference: input.reference }))).toBe('VALIDATION');
  });

  it('refuses an amount other than offer total plus services, or another currency, with VALIDATION', async () => {
    const input = await orderFor(await offerOf('Basic Economy'));
    const off = toAmount(toCents(input.amount) - 100);
    expect(await codeOf(sandbox.createOrder({ ...input, amount: off }))).toBe('VALIDATION');
    expect(await codeOf(sandbox.createOrder({ ...input, services: [] }))).toBe('VALIDATION');
    expect(await codeOf(sandbox.createOrder({ ...input, currency: 'EUR' }))).toBe('VALIDATION');
    expect(await codeOf(sandbox.createOrder({ ...input, amount: 'lots' }))).toBe('VALIDATION');
  });

  it('refuses an expired offer with OFFER_EXPIRED', async () => {
    const input = await orderFor(await offerOf('Basic Economy'));
    time.set(NOW + 31 * MINUTE);
    expect(await codeOf(sandbox.createOrder(input))).toBe('OFFER_EXPIRED');
  });

  it("refuses passengers who do not match the offer's", async () => {
    const offer = await offerOf('Main Cabin', oneWay('JFK', 'LHR', '2026-12-01', { children: 1, infants: 1 }));
    const input = await orderFor(offer, false);
    const [adult, child, infant] = input.passengers as [OrderPassenger, OrderPassenger, OrderPassenger];
    const passport = { number: 'P1234567', expiresOn: '2030-01-01', issuingCountryCode: 'GB' };
    const cases: [OrderPassenger[], RegExp][] = [
      [[adult, child], /for 3 passengers; 2 were given/],
      [[adult, child, { ...infant, offerPassengerId: 'pas_other' }], /pas_other is not in this offer/],
      [[adult, { ...child, offerPassengerId: adult.offerPassengerId }, infant], /is given twice/],
      [[adult, { ...child, type: 'adult' }, infant], /searched as child, not adult/],
      [[adult, { ...child, bornOn: '2000-01-01' }, infant], /is 26 on 2026-12-01: a child must be 2 to 11/],
      [[adult, child, { ...infant, bornOn: '2023-01-01' }], /is 3 on 2026-12-01: an infant must be under 2/],
      [[{ ...adult, bornOn: '2018-01-01' }, child, infant], /is 8 on 2026-12-01: an adult must be 12 or older/],
      [[adult, child, { ...infant, bornOn: '2027-01-01' }], /Invalid date of birth 2027-01-01/],
      [[{ ...adult, identityDocument: null }, child, infant], /needs a passport valid until 2026-12-01/],
      [[adult, child, { ...infant, identityDocument: { ...passport, number: 'P1' } }], /needs a passport/],
      [[{ ...adult, identityDocument: { ...passport, expiresOn: '2026-11-30' } }, child, infant], /needs a passport/],
      [[adult, child, { ...infant, infantOfPassengerId: child.offerPassengerId }], /must travel with an adult/],
      [[{ ...adult, givenName: '  ' }, child, infant], /Invalid passenger name/],
      // R26: what Duffel's order API refuses, the sandbox airline refuses too.
      [[{ ...adult, familyName: '李' }, child, infant], /only Latin letters/],
      [[{ ...adult, givenName: 'Ærø' }, child, infant], /only Latin letters/],
      [[adult, { ...child, title: null }, infant], /needs a title/],
      [[adult, { ...child, title: 'sir' }, infant], /needs a title/],
      [[adult, child, { ...infant, gender: null }], /needs a gender of m or f/],
      [[{ ...adult, phoneNumber: '07700 900123' }, child, infant], /not in E.164 format/],
      [[{ ...adult, phoneNumber: null }, child, infant], /e-mail address and a phone number/],
    ];
    for (const [passengers, reason] of cases) {
      await expect(sandbox.createOrder({ ...input, passengers })).rejects.toThrow(reason);
      expect(await codeOf(sandbox.createOrder({ ...input, passengers }))).toBe('VALIDATION');
    }
    expect((await sandbox.createOrder(input)).passengers).toHaveLength(3);
  });

  it('keeps the ages searched with on the offer, through its id, and refuses a birth date that contradicts one (R26)', async () => {
    const searched = oneWay('JFK', 'LHR', '2026-12-01', { children: 1, infants: 1, childAges: [5], infantAges: [0] });
    const [offer] = await sandbox.search(searched);
    if (!offer) throw new Error('no offer');
    const ages = (o: typeof offer) => o.passengers.map((p) => p.age);
    expect(ages(offer)).toEqual([null, 5, 0]);
    expect(ages(await sandbox.getOffer(offer.id))).toEqual([null, 5, 0]);
    const input = await orderFor(offer, false);
    const [adult, child, infant] = input.passengers as [OrderPassenger, OrderPassenger, OrderPassenger];
    const eight = { ...child, bornOn: '2018-06-01' };
    await expect(sandbox.createOrder({ ...input, passengers: [adult, eight, infant] })).rejects.toThrow(
      /is 8 on 2026-12-01, but was searched as 5/,
    );
    const five = { ...child, bornOn: '2021-06-01' };
    const baby = { ...infant, bornOn: '2026-06-01' };
    expect((await sandbox.createOrder({ ...input, passengers: [adult, five, baby] })).status).toBe('confirmed');
    // Ages that do not fit the counts or the bands are refused before any search.
    await expect(sandbox.search({ ...searched, childAges: [12] })).rejects.toThrow(/one age from 2 to 11/);
  });

  it('R58: an adult aged 12-17 is searched by age and booked on that slot; on an ageless adult slot, refused', async () => {
    const searched = oneWay('JFK', 'LHR', '2026-12-01', { adults: 2, youthAges: [15] });
    const [offer] = await sandbox.search(searched);
    if (!offer) throw new Error('no offer');
    expect(offer.passengers.map((p) => [p.type, p.age])).toEqual([
      ['adult', null],
      ['adult', 15],
    ]);
    expect((await sandbox.getOffer(offer.id)).passengers.map((p) => p.age)).toEqual([null, 15]);
    const input = await orderFor(offer, false);
    const [grown, youth] = input.passengers as [OrderPassenger, OrderPassenger];
    // 15 on 2026-12-01, on the slot searched without an age.
    const teenOnAgeless = { ...grown, bornOn: '2011-06-01' };
    await expect(
      sandbox.createOrder({ ...input, passengers: [teenOnAgeless, { ...youth, bornOn: '2011-06-01' }] }),
    ).rejects.toThrow(/is 15 on 2026-12-01, but was searched as an adult of 18 or over/);
    await expect(
      sandbox.createOrder({ ...input, passengers: [grown, { ...youth, bornOn: '2008-06-01' }] }),
    ).rejects.toThrow(/is 18 on 2026-12-01, but was searched as 15/);
    expect(
      (await sandbox.createOrder({ ...input, passengers: [grown, { ...youth, bornOn: '2011-06-01' }] })).status,
    ).toBe('confirmed');
    await expect(sandbox.search({ ...searched, youthAges: [18] })).rejects.toThrow(/one age from 12 to 17/);
    await expect(sandbox.search({ ...searched, youthAges: [15, 15, 15] })).rejects.toThrow(/at most one youth age/);
  });

  it('refuses services that do not exist, taken seats, a seat twice and too many bags', async () => {
    const offer = await offerOf('Basic Economy', oneWay('JFK', 'LHR', '2026-12-01', { adults: 2 }));
    const input = await orderFor(offer);
    const [map] = await sandbox.getSeatMaps(offer.id);
    const seats = map?.cabins[0]?.rows.flatMap((r) => r.sections.flatMap((s) => s.elements)) ?? [];
    const taken = seats.find((s) => s.type === 'seat' && !s.available);
    const [first] = input.services;
    if (!first || !taken) throw new Error('expected a seat chosen and a seat taken');
    const takenId = first.id.replace(/_s00_\w+?_/, `_s00_${taken.designator ?? ''}_`);
    const bag = offer.available_services.find((s) => s.metadata?.type === 'checked');
    const otherSeatSamePassenger = seats
      .filter((s) => s.available && s.designator !== taken?.designator)
      .flatMap((s) => s.available_services ?? [])
      .find((s) => s.passenger_id === offer.passengers[0]?.id && s.id !== first.id);
    const cases: [CreateOrderInput['services'], RegExp][] = [
      [[{ id: 'ase_unknown', quantity: 1 }], /ase_unknown is not available/],
      [[{ id: takenId, quantity: 1 }], /is not available for this offer/],
      [[first, { id: first.id.replace(/_0$/, '_1'), quantity: 1 }], /is chosen twice/],
      [[first, { id: otherSeatSamePassenger?.id ?? '', quantity: 1 }], /two seats on one flight/],
      [[{ ...first, quantity: 2 }], /sold one at a time/],
      [[first, first], /is given twice/],
      [[{ id: bag?.id ?? '', quantity: 3 }], /At most 2 of service/],
      [[{ id: bag?.id ?? '', quantity: 0 }], /Invalid quantity 0/],
    ];
    for (const [services, reason] of cases) {
      await expect(sandbox.createOrder({ ...input, services })).rejects.toThrow(reason);
      expect(await codeOf(sandbox.createOrder({ ...input, services }))).toBe('VALIDATION');
    }
  });
});
