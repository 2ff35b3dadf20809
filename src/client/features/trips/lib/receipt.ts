import { fromMinorUnits, toMinorUnits } from '../../../../shared/pricing';
import type { Booking, BookingData } from '../../../../shared/schemas/booking';

/*
 * R47: the receipt's lines, from what the booking stored. The total is what was charged (R1:
 * selling prices, markup included, never shown apart); seats were bought on top of the fare,
 * so the fare is the total less the seats.
 */

export interface ReceiptLine {
  label: string;
  amount: string;
}

export interface Receipt {
  currency: string;
  lines: ReceiptLine[];
  total: string;
  /** What was given back, when something was. */
  refunded: string | null;
  /** 'Visa ending 4242', or null when the booking has no captured payment. */
  card: string | null;
}

const CARD_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export function cardLabel(brand: string | null, last4: string | null): string | null {
  if (!last4) return null;
  const name = brand ? (CARD_NAMES[brand.toLowerCase()] ?? brand) : 'Card';
  return `${name} ending ${last4}`;
}

const travellers = (n: number) => (n === 1 ? '1 traveller' : `${n} travellers`);

export function receiptFor(booking: Pick<Booking, 'bookingData' | 'payment'>): Receipt {
  const data: BookingData = booking.bookingData;
  const currency = data.total_currency;
  const total = toMinorUnits(data.total_amount, currency);
  const seatMinor = data.seats.reduce((sum, seat) => sum + toMinorUnits(seat.amount, currency), 0);
  const paidSeats = data.seats.filter((seat) => toMinorUnits(seat.amount, currency) > 0);
  // R53: extra bags were bought on top of the fare too.
  const bagMinor = data.bags.reduce((sum, bag) => sum + toMinorUnits(bag.amount, currency), 0);
  const bagCount = data.bags.reduce((sum, bag) => sum + bag.quantity, 0);
  const lines: ReceiptLine[] = [
    {
      label: `Flights, ${travellers(data.passengers.length)}`,
      amount: fromMinorUnits(total - seatMinor - bagMinor, currency),
    },
  ];
  if (paidSeats.length > 0) {
    lines.push({
      label: paidSeats.length === 1 ? '1 seat' : `${paidSeats.length} seats`,
      amount: fromMinorUnits(seatMinor, currency),
    });
  }
  if (bagCount > 0) {
    lines.push({
      label: bagCount === 1 ? '1 extra bag' : `${bagCount} extra bags`,
      amount: fromMinorUnits(bagMinor, currency),
    });
  }
  const payment = booking.payment ?? null;
  const refunded = payment && toMinorUnits(payment.refunded, payment.currency) > 0 ? payment.refunded : null;
  return {
    currency,
    lines,
    total: data.total_amount,
    refunded,
    card: payment ? cardLabel(payment.cardBrand, payment.cardLast4) : null,
  };
}

/** "1 checked bag, 1 carry-on bag" for one traveller on one flight; "No bags included" when none. */
export function bagsLabel(baggages: readonly { type: 'checked' | 'carry_on'; quantity: number }[]): string {
  const count = (type: 'checked' | 'carry_on') =>
    baggages.filter((b) => b.type === type).reduce((sum, b) => sum + b.quantity, 0);
  const parts: string[] = [];
  const checked = count('checked');
  const carryOn = count('carry_on');
  if (checked > 0) parts.push(`${checked} checked ${checked === 1 ? 'bag' : 'bags'}`);
  if (carryOn > 0) parts.push(`${carryOn} carry-on ${carryOn === 1 ? 'bag' : 'bags'}`);
  return parts.length > 0 ? parts.join(', ') : 'No bags included';
}
