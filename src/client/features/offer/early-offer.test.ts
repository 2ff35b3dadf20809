import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOffer } from '../../lib/offers';
import { startOfferEarly } from './early-offer';
import { makeOffer } from './testing';

afterEach(() => vi.unstubAllGlobals());

describe('startOfferEarly', () => {
  it("asks for a deep link's offer, which the screen's own request then takes", async () => {
    const fetchMock = vi.fn(async () => Response.json(makeOffer({ id: 'off_1/x' })));
    vi.stubGlobal('fetch', fetchMock);
    startOfferEarly('/flight/off_1%2Fx');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/flights/offer/off_1%2Fx');
    await expect(getOffer('off_1/x')).resolves.toMatchObject({ id: 'off_1/x' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing without an offer id', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    startOfferEarly('/flight');
    startOfferEarly('/flight/');
    startOfferEarly('/search');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
