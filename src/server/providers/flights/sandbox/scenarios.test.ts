import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxOrders } from '../../../db/schema';
import { createSandboxProvider, SANDBOX_SCENARIOS } from '.';
import { toAmount, toCents } from './money';
import {
  AIRLINE_CANCELS_AFTER_MS,
  ORDER_CONFIRM_DELAY_MS,
  SCHEDULE_CHANGE_AFTER_MS,
  SCHEDULE_CHANGE_MINUTES,
  PRICE_STEP_CENTS,
  QUICK_EXPIRY_MS,
  SEARCH_TIMEOUT_MAX_MS,
  type ScenarioKind,
} from './scenarios';
import { codeOf, useSandbox, MINUTE, NOW, oneWay, orderInputFor } from '../../../testing/sandbox';

const { database, time, sandbox } = useSandbox();

/** A sandbox airline on the test's database and clock, and what it has told us since (its events). */
function listeningAirline() {
  const heard: { id: string; type: string; meaning: unknown }[] = [];
  const airline = createSandboxProvider({
    db: database.db,
    now: time.now,
    onEvent: async (event, meaning) => void heard.push({ ...event, meaning }),
  });
  return { airline, heard };
}

afterEach(() => {
  vi.useRealTimers();
  time.set(NOW);
});

const route = (kind: ScenarioKind) => {
  const scenario = SANDBOX_SCENARIOS.find((s) => s.kind === kind);
  if (!scenario) throw new Error(`no scenario ${kind}`);
  return oneWay(scenario.origin, scenario.destination);
};

async function orderInput(kind: ScenarioKind, reference: string) {
  const [offer] = await sandbox.search(route(kind));
  if (!offer) throw new Error(`no offer on the ${kind} route`);
  return orderInputFor(offer, reference);
}

describe('the scenario table', () => {
  it('lists eleven distinct routes, each described, and the routes themselves are served the other way round', async () => {
    expect(SANDBOX_SCENARIOS.map((s) => s.kind).sort()).toEqual([
      'airline_cancels_after_booking',
      'no_identity_documents',
      'no_offers',
      'offer_no_longer_available',
      'offers_expire_quickly',
      'order_confirms_later',
      'order_fails_after_payment',
      'price_changes_at_order',
      'price_drops_after_first_search',
      'schedule_change_after_booking',
      'search_timeout',
    ]);
    expect(new Set(SANDBOX_SCENARIOS.map((s) => `${s.origin}-${s.destination}`)).size).toBe(11);
    for (const scenario of SANDBOX_SCENARIOS) {
      expect(scenario.description.length).toBeGreaterThan(30);
      if (scenario.kind === 'no_offers') continue;
      const reverse = await sandbox.search(oneWay(scenario.destination, scenario.origin));
      expect(reverse.length, `${scenario.destination}-${scenario.origin}`).toBeGreaterThan(0);
      const offer = reverse[0];
      expect(Date.parse(offer?.expires_at ?? '') - NOW).toBe(30 * MINUTE);
      expect((await sandbox.getOffer(offer?.id ?? '')).total_amount).toBe(offer?.total_amount);
    }
  });
});

describe('scenario routes', () => {
  it('PVD-RAI: no offers', async () => {
    expect(await sandbox.search(route('no_offers'))).toEqual([]);
  });

  it('STN-BGY: the search waits until the caller gives up, then times out', async () => {
    const started = Date.now();
    expect(await codeOf(sandbox.search(route('search_timeout'), AbortSignal.timeout(100)))).toBe('TIMEOUT');
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it(`STN-BGY: without a signal the search times out after ${SEARCH_TIMEOUT_MAX_MS / 1000} seconds`, async () => {
    vi.useFakeTimers();
    let settled = false;
    const result = codeOf(sandbox.search(route('search_timeout'))).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(59_900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await result).toBe('TIMEOUT');
  });

  it('LGW-PMI: offers are listed but gone when opened, seat-mapped or booked', async () => {
    const input = await orderInput('offer_no_longer_available', 'gone-1');
    expect(await codeOf(sandbox.getOffer(input.offerId))).toBe('OFFER_WITHDRAWN');
    expect(await codeOf(sandbox.getSeatMaps(input.offerId))).toBe('OFFER_WITHDRAWN');
    expect(await codeOf(sandbox.createOrder(input))).toBe('OFFER_WITHDRAWN');
  });

  it('LTN-FAO: the price holds until the first order, which the airline re-prices once; then it books at the new price', async () => {
    const input = await orderInput('price_changes_at_order', 'reprice-1');
    const searched = toCents(input.amount);
    // Reading the offer (the offer page, the booking page, our check) does not move the price.
    for (let i = 0; i < 3; i++) expect(toCents((await sandbox.getOffer(input.offerId)).total_amount)).toBe(searched);
    await expect(sandbox.createOrder(input)).rejects.toThrow(`it is now USD ${toAmount(searched + PRICE_STEP_CENTS)}`);
    // From then on, in every process, the offer shows the new price, once and for all.
    const elsewhere = createSandboxProvider({ db: database.db, now: time.now });
    for (const provider of [sandbox, elsewhere, sandbox]) {
      const repriced = await provider.getOffer(input.offerId);
      expect(toCents(repriced.total_amount)).toBe(searched + PRICE_STEP_CENTS);
      expect(toCents(repriced.base_amount) + toCents(repriced.tax_amount)).toBe(toCents(repriced.total_amount));
    }
    // The old price is refused again, the new one is booked.
    expect(await codeOf(sandbox.createOrder({ ...input, reference: 'reprice-2' }))).toBe('PRICE_CHANGED');
    const order = await sandbox.createOrder({
      ...input,
      reference: 'reprice-3',
      amount: toAmount(searched + PRICE_STEP_CENTS),
    });
    expect(toCents(order.totalAmount)).toBe(searched + PRICE_STEP_CENTS);
  });

  it('R51 BHX-DUB: the first search of a query sets its price; later ones, in any process, are 25% cheaper', async () => {
    const query = route('price_drops_after_first_search');
    const first = await sandbox.search(query);
    const again = await sandbox.search(query); // the same second: still the first search's price
    expect(again.map((o) => o.total_amount)).toEqual(first.map((o) => o.total_amount));
    time.advance(MINUTE);
    const elsewhere = createSandboxProvider({ db: database.db, now: time.now });
    const later = await elsewhere.search(query);
    const [before, after] = [first[0], later[0]];
    if (!before || !after) throw new Error('no offers on BHX-DUB');
    const cut = Math.round(toCents(before.total_amount) * 0.25);
    expect(toCents(after.total_amount)).toBe(toCents(before.total_amount) - cut);
    expect(toCents(after.base_amount) + toCents(after.tax_amount)).toBe(toCents(after.total_amount));
    // Opening either offer shows the price it was listed at.
    expect((await sandbox.getOffer(after.id)).total_amount).toBe(after.total_amount);
    expect((await sandbox.getOffer(before.id)).total_amount).toBe(before.total_amount);
  });

  it('MAN-TFS: everything works until the order, which fails with ORDER_FAILED and books nothing', async () => {
    const input = await orderInput('order_fails_after_payment', 'fails-1');
    expect((await sandbox.getOffer(input.offerId)).id).toBe(input.offerId);
    expect((await sandbox.getSeatMaps(input.offerId)).length).toBeGreaterThan(0);
    expect(await codeOf(sandbox.createOrder(input))).toBe('ORDER_FAILED');
    const rows = await database.db.select().from(sandboxOrders).where(eq(sandboxOrders.reference, 'fails-1'));
    expect(rows).toEqual([]);
  });

  it('ORD-DEN: the airline takes no identity documents; an order sending one is refused, one without goes through', async () => {
    const input = await orderInput('no_identity_documents', 'no-docs-1');
    const offer = await sandbox.getOffer(input.offerId);
    expect(offer.supported_passenger_identity_document_types).toEqual([]);
    expect(offer.passenger_identity_documents_required).toBe(false);
    await expect(sandbox.createOrder(input)).rejects.toThrow(/does not take identity documents/);
    const passengers = input.passengers.map((p) => ({ ...p, identityDocument: null }));
    expect((await sandbox.createOrder({ ...input, passengers })).bookingReference).toMatch(/^[A-Z0-9]{6}$/);
    // Any other route takes passports.
    const [other] = await sandbox.search(oneWay('DEN', 'ORD'));
    expect(other?.supported_passenger_identity_document_types).toEqual(['passport']);
  });

  it('EDI-AMS: the order is accepted without a booking reference, and confirmed 4 seconds later', async () => {
    const input = await orderInput('order_confirms_later', 'later-1');
    const accepted = await sandbox.createOrder(input);
    expect(accepted).toMatchObject({ status: 'pending', bookingReference: '' });
    // A retry with the same reference is the same accepted order.
    expect((await sandbox.createOrder(input)).id).toBe(accepted.id);
    time.set(NOW + ORDER_CONFIRM_DELAY_MS - 1);
    expect((await sandbox.getOrder(accepted.id)).status).toBe('pending');
    time.set(NOW + ORDER_CONFIRM_DELAY_MS);
    const confirmed = await sandbox.getOrder(accepted.id);
    expect(confirmed).toMatchObject({ id: accepted.id, status: 'confirmed' });
    expect(confirmed.bookingReference).toMatch(/^[A-Z0-9]{6}$/);
    expect((await sandbox.findOrderByReference('later-1', input.offerId))?.status).toBe('confirmed');
  });

  it('BOS-MIA: 3 seconds after the order the airline retimes every flight 95 minutes later, and says so once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { airline, heard } = listeningAirline();
    const [offer] = await airline.search(route('schedule_change_after_booking'));
    if (!offer) throw new Error('no offer');
    const order = await airline.createOrder(orderInputFor(offer, 'retimed-1'));
    vi.advanceTimersByTime(SCHEDULE_CHANGE_AFTER_MS - 1);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(heard).toHaveLength(1);
    const [news] = heard;
    expect(news?.type).toBe('order.airline_initiated_change_detected');
    const change = news?.meaning as { kind: string; orderId: string; slices: typeof offer.slices };
    expect([change.kind, change.orderId]).toEqual(['schedule_change', order.id]);
    const before = Date.parse(`${offer.slices[0]?.segments[0]?.departing_at}Z`);
    const after = Date.parse(`${change.slices[0]?.segments[0]?.departing_at}Z`);
    expect(after - before).toBe(SCHEDULE_CHANGE_MINUTES * 60_000);
  });

  it('SEA-ANC (R57): 3 seconds after the order the airline cancels it, shows it cancelled and says so once', async () => {
    const { airline, heard } = listeningAirline();
    const [offer] = await airline.search(route('airline_cancels_after_booking'));
    if (!offer) throw new Error('no offer');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const order = await airline.createOrder(orderInputFor(offer, 'cancelled-by-airline-1'));
    vi.advanceTimersByTime(AIRLINE_CANCELS_AFTER_MS - 1);
    expect((await airline.getOrder(order.id)).cancelledAt).toBeNull();
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    for (let waited = 0; heard.length === 0 && waited < 5_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(heard.map((news) => [news.type, news.meaning])).toEqual([
      ['order.cancelled', { kind: 'order_cancelled', orderId: order.id, bookingId: null }],
    ]);
    expect((await airline.getOrder(order.id)).cancelledAt).toEqual(expect.any(String));
  });

  it(`BRS-ALC: offers expire ${QUICK_EXPIRY_MS / MINUTE} minutes after the search`, async () => {
    const [offer] = await sandbox.search(route('offers_expire_quickly'));
    expect(Date.parse(offer?.expires_at ?? '') - Date.parse(offer?.created_at ?? '')).toBe(2 * MINUTE);
    time.set(NOW + 2 * MINUTE - 1000);
    expect((await sandbox.getOffer(offer?.id ?? '')).id).toBe(offer?.id);
    time.set(NOW + 2 * MINUTE);
    expect(await codeOf(sandbox.getOffer(offer?.id ?? ''))).toBe('OFFER_EXPIRED');
  });
});
