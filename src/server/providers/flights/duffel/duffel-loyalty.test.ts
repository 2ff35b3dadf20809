import { describe, expect, it } from 'vitest';
import { FlightProviderError } from '../types';
import { useDuffelServer } from '../../../testing/duffel/app';
import { MEMBER_DISCOUNT } from '../../../testing/duffel/offer-passengers';
import { createDuffelProvider } from '.';
import { rejectionOf } from '../../../testing/errors';
import { oneWay } from '../../../testing/sandbox';

/* R50, member fares: Duffel's PATCH offer passenger, then the offer read again at its new price. */

const server = useDuffelServer();

const duffel = () => createDuffelProvider({ accessToken: server.token, baseUrl: server.url, timeoutMs: 2_000 });

describe('R50: Duffel offer passenger update', () => {
  it('R50: PATCHes the names and loyalty_programme_accounts, and the offer read next has the member price', async () => {
    const provider = duffel();
    const [offer] = await provider.search(oneWay('JFK', 'LHR', '2026-12-01'));
    const owner = offer?.owner.iata_code ?? '';
    const passengerId = offer?.passengers[0]?.id ?? '';
    await provider.updateOfferPassenger?.(offer?.id ?? '', passengerId, {
      givenName: 'Amelia',
      familyName: 'Earhart',
      loyaltyProgrammeAccounts: [{ airlineIataCode: owner, accountNumber: '12901014' }],
    });
    const patch = server.calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe(`/air/offers/${offer?.id}/passengers/${passengerId}`);
    expect(patch?.body).toEqual({
      data: {
        given_name: 'Amelia',
        family_name: 'Earhart',
        loyalty_programme_accounts: [{ airline_iata_code: owner, account_number: '12901014' }],
      },
    });
    const repriced = await provider.getOffer(offer?.id ?? '');
    expect(Number(repriced.total_amount)).toBeCloseTo(Number(offer?.total_amount) - MEMBER_DISCOUNT, 2);

    // Cleared ([]): the listed price again.
    await provider.updateOfferPassenger?.(offer?.id ?? '', passengerId, {
      givenName: 'Amelia',
      familyName: 'Earhart',
      loyaltyProgrammeAccounts: [],
    });
    expect((await provider.getOffer(offer?.id ?? '')).total_amount).toBe(offer?.total_amount);
  });

  it('R50: an airline the offer does not support is refused (422 -> VALIDATION), and the price stays', async () => {
    const provider = duffel();
    const [offer] = await provider.search(oneWay('JFK', 'LHR', '2026-12-02'));
    const other = offer?.owner.iata_code === 'ZZ' ? 'YY' : 'ZZ';
    const refused = await rejectionOf(
      provider.updateOfferPassenger!(offer?.id ?? '', offer?.passengers[0]?.id ?? '', {
        givenName: 'Amelia',
        familyName: 'Earhart',
        loyaltyProgrammeAccounts: [{ airlineIataCode: other, accountNumber: '1' }],
      }),
      FlightProviderError,
    );
    expect(refused.code).toBe('VALIDATION');
    expect(refused.message).toContain('supported_loyalty_programmes');
    expect((await provider.getOffer(offer?.id ?? '')).total_amount).toBe(offer?.total_amount);
  });

  it('R50: does not send an id that cannot be an offer passenger of Duffel', async () => {
    const provider = duffel();
    const before = server.calls.length;
    const refused = await rejectionOf(
      provider.updateOfferPassenger!('off_abc', '../orders', {
        givenName: 'A',
        familyName: 'B',
        loyaltyProgrammeAccounts: [],
      }),
      FlightProviderError,
    );
    expect(refused.code).toBe('OFFER_NOT_FOUND');
    expect(server.calls.length).toBe(before);
  });
});
