import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiRequestError } from '../../../lib/api';
import { classifyMessage, describeFailure } from './failure';

afterEach(() => vi.restoreAllMocks());

const apiError = (status: number, code: string, message: string) => new ApiRequestError(status, code, message);

describe('what a failed checkout tells the traveller', () => {
  it("a 402 is 'Payment Failed' with the server's message, and clears the card", () => {
    expect(describeFailure(apiError(402, 'PAYMENT_FAILED', 'Your card was declined.'))).toEqual({
      kind: 'card',
      title: 'Payment Failed',
      description: 'Your card was declined.',
    });
  });

  it('a network error is a Payment Error, never a success (R2)', () => {
    const failure = describeFailure(apiError(0, 'NETWORK_ERROR', 'Could not reach the server.'));
    expect(failure.kind).toBe('unknown-outcome');
    expect(failure.title).toBe('Payment Error');
    expect(failure.description).toMatch(/not confirmed/);
  });

  it("a fault in the page itself is a Payment Error in words for a traveller, never the program's", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = describeFailure(new TypeError('crypto.randomUUID is not a function'));
    expect(failure).toEqual({
      kind: 'unknown-outcome',
      title: 'Payment Error',
      description:
        'Unknown payment error. Your booking was not confirmed. Please reload the page and try again; you will not be charged twice.',
    });
    expect(console.error).toHaveBeenCalled();
  });

  it('a 401 is a Payment Error, not a test-mode bypass (R2)', () => {
    const failure = describeFailure(apiError(401, 'UNAUTHORIZED', 'Not authenticated'));
    expect(failure).toMatchObject({ kind: 'unknown-outcome', title: 'Payment Error' });
  });

  it('a 410 is the offer expiring', () => {
    expect(describeFailure(apiError(410, 'OFFER_EXPIRED', 'This flight offer has expired.')).kind).toBe('expired');
  });

  it('a 409 price change asks to accept the new price; a 502 after the card (airline refused) is the not-booked panel', () => {
    expect(describeFailure(apiError(409, 'PRICE_CHANGED', 'The price changed from $1,845 to $1,900.'))).toEqual({
      kind: 'price-changed',
      title: 'Booking Failed',
      description: 'The price changed from $1,845 to $1,900.',
    });
    expect(describeFailure(apiError(502, 'BOOKING_FAILED', 'The airline refused. Your card was not charged.'))).toEqual(
      {
        kind: 'not-booked',
        title: 'Booking Failed',
        description: 'The airline refused. Your card was not charged.',
      },
    );
  });

  it('another 5xx leaves the outcome unknown, so the retry keeps the key', () => {
    expect(describeFailure(apiError(500, 'INTERNAL_ERROR', 'Something went wrong')).kind).toBe('unknown-outcome');
  });

  it('reads other failures by their message (J8)', () => {
    expect(classifyMessage('Card was declined')).toBe('payment');
    expect(classifyMessage('resource not found')).toBe('payment');
    expect(classifyMessage('Offer does not exist')).toBe('expired');
    expect(classifyMessage('OFFER_EXPIRED')).toBe('expired');
    expect(classifyMessage('Too many passengers')).toBe('other');
    expect(describeFailure(apiError(404, 'NOT_FOUND', 'Offer does not exist')).kind).toBe('expired');
    expect(describeFailure(apiError(400, 'BAD_REQUEST', 'Too many passengers')).title).toBe('Booking Failed');
  });
});
