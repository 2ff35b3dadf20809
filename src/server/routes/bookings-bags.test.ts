import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addAmounts } from '../../shared/pricing';
import type { Offer } from '../../shared/schemas/flights';
import { bookings, payments, sandboxOrders } from '../db/schema';
import { bookingBody, firstOffer, passenger, postBooking, primary, useBookingTestApp } from '../testing/booking';

/*
 * R53 through POST /api/bookings on the sandbox airline: extra bags are priced from the offer the
 * server re-reads (selling price, markup included), added to the total and the order, and every
 * bag the offer does not sell that way is a 422 with no booking and no money held.
 */

const t = useBookingTestApp();

const twoAdults = { adults: 2 };
const checkedBags = (offer: Offer) =>
  offer.available_services.filter((s) => s.type === 'baggage' && s.metadata?.type === 'checked');

async function offerWithBags(): Promise<{ offer: Offer; bag: Offer['available_services'][number] }> {
  const offer = await firstOffer(t.app, undefined, twoAdults);
  const bag = checkedBags(offer)[0];
  if (!bag) throw new Error('the sandbox sold no checked bag');
  return { offer, bag };
}

const travellers = () => [primary(), passenger('adult')];
const bookingCount = async () => (await t.app.db.select().from(bookings)).length;
const paymentCount = async () => (await t.app.db.select().from(payments)).length;

describe('R53: bags for sale', () => {
  it('R53: a checked bag for one of two travellers on one flight is added to the total, the booking and the order', async () => {
    const { offer, bag } = await offerWithBags();
    const passengerId = bag.passenger_ids[0] ?? '';
    const total = addAmounts([offer.total_amount, bag.total_amount, bag.total_amount], offer.total_currency);
    const res = await postBooking(
      t.app,
      bookingBody(offer, {
        passengers: travellers(),
        bags: [{ serviceId: bag.id, passengerId, segmentIds: bag.segment_ids, quantity: 2 }],
        paymentDetails: {
          amount: total,
          currency: offer.total_currency,
          cardDetails: bookingBody(offer).paymentDetails.cardDetails,
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().booking as { id: string; bookingData: { total_amount: string; bags: unknown[] } };
    expect(booking.bookingData.total_amount).toBe(total);
    // The confirmation e-mail names the bags with the flights they travel on.
    expect((res.json() as { emailContent: { text: string } }).emailContent.text).toContain(
      '2 extra checked bags (23 kg), JFK–LHR',
    );
    expect(booking.bookingData.bags).toEqual([
      {
        passengerId,
        segmentIds: bag.segment_ids,
        quantity: 2,
        type: 'checked',
        maximum_weight_kg: 23,
        amount: addAmounts([bag.total_amount, bag.total_amount], offer.total_currency),
        currency: offer.total_currency,
      },
    ]);
    const order = (await t.app.db.select().from(sandboxOrders).where(eq(sandboxOrders.reference, booking.id)))[0];
    expect(order?.services).toMatchObject([{ id: bag.id, quantity: 2, type: 'baggage', passenger_ids: [passengerId] }]);
  });

  it('the bag is priced with the brand markup: the NET bag price alone is a 409 price change', async () => {
    const { offer, bag } = await offerWithBags();
    const res = await postBooking(
      t.app,
      bookingBody(offer, {
        passengers: travellers(),
        bags: [{ serviceId: bag.id, passengerId: bag.passenger_ids[0] ?? '', quantity: 1 }],
      }),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe('PRICE_CHANGED');
  });

  it.each<[string, (offer: Offer, bag: Offer['available_services'][number]) => object, number, string]>([
    ['a quantity above the maximum', (_o, bag) => ({ quantity: bag.maximum_quantity + 1 }), 422, 'BAG_QUANTITY'],
    [
      'the same service twice adding up above the maximum',
      (_o, bag) => ({ quantity: bag.maximum_quantity, twice: true }),
      422,
      'BAG_QUANTITY',
    ],
    [
      'a passenger the bag does not apply to',
      (offer, bag) => ({ passengerId: offer.passengers.find((p) => !bag.passenger_ids.includes(p.id))?.id }),
      422,
      'BAG_NOT_FOR_PASSENGER',
    ],
    [
      'a flight the bag does not cover',
      (offer) => ({ segmentIds: [offer.slices.at(-1)?.segments.at(-1)?.id ?? 'seg_x', 'seg_other'] }),
      422,
      'BAG_NOT_FOR_FLIGHT',
    ],
    ['a made-up service id', () => ({ serviceId: 'ase_0000000000000000_b0p0' }), 422, 'BAG_NOT_AVAILABLE'],
    ['a quantity of 0', () => ({ quantity: 0 }), 400, 'VALIDATION_ERROR'],
  ])('R53: %s is refused, and nothing booked or held', async (_name, spoil, status, error) => {
    const { offer, bag } = await offerWithBags();
    const { twice, ...changes } = { twice: false, ...spoil(offer, bag) } as { twice: boolean } & Record<
      string,
      unknown
    >;
    const one = { serviceId: bag.id, passengerId: bag.passenger_ids[0] ?? '', quantity: 1, ...changes };
    const before = [await bookingCount(), await paymentCount()];
    const res = await postBooking(
      t.app,
      bookingBody(offer, { passengers: travellers(), bags: twice ? [one, one] : [one] }),
    );
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    if (status === 422) expect(res.json().error).toBe(error);
    expect([await bookingCount(), await paymentCount()]).toEqual(before);
  });

  it('R53: a bag of another offer (another route) is refused with 422 BAG_NOT_AVAILABLE, nothing held', async () => {
    const { offer } = await offerWithBags();
    const other = await firstOffer(t.app, { origin: 'LAX', destination: 'SFO' }, twoAdults);
    const foreign = checkedBags(other)[0];
    expect(foreign).toBeDefined();
    const before = await paymentCount();
    const res = await postBooking(
      t.app,
      bookingBody(offer, {
        passengers: travellers(),
        bags: [{ serviceId: foreign?.id ?? '', passengerId: offer.passengers[0]?.id ?? '', quantity: 1 }],
      }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toBe('BAG_NOT_AVAILABLE');
    expect(await paymentCount()).toBe(before);
  });
});
