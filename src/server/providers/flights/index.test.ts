import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from '../../config';
import { useTestDatabase } from '../../testing/database';
import { useDuffelServer } from '../../testing/duffel/app';
import { createFlightProvider } from '.';

const database = useTestDatabase();
const server = useDuffelServer({ offersPerSearch: 2 });

const SECRET = { SESSION_SECRET: 'x'.repeat(40) };

describe('flight provider settings', () => {
  it('default to no Duffel address override and a 25 s provider timeout', () => {
    const env = parseEnv({});
    expect(env.DUFFEL_BASE_URL).toBeUndefined();
    expect(env.FLIGHT_PROVIDER_TIMEOUT_MS).toBe(25_000);
    expect(parseEnv({ FLIGHT_PROVIDER_TIMEOUT_MS: '' }).FLIGHT_PROVIDER_TIMEOUT_MS).toBe(25_000);
    expect(loadConfig({ ...SECRET, FLIGHT_PROVIDER_TIMEOUT_MS: '5000' }).providers.flightProviderTimeoutMs).toBe(5_000);
  });

  it('refuse a timeout outside 1-130 s and an address that is not http(s), naming both', () => {
    for (const value of ['999', '130001', '2.5', 'soon']) {
      expect(() => parseEnv({ FLIGHT_PROVIDER_TIMEOUT_MS: value })).toThrow(ConfigError);
    }
    expect(parseEnv({ FLIGHT_PROVIDER_TIMEOUT_MS: '130000' }).FLIGHT_PROVIDER_TIMEOUT_MS).toBe(130_000);
    try {
      parseEnv({ FLIGHT_PROVIDER_TIMEOUT_MS: '0', DUFFEL_BASE_URL: 'ftp://duffel' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'DUFFEL_BASE_URL: must be an http:// or https:// URL (got "ftp://duffel")',
        'FLIGHT_PROVIDER_TIMEOUT_MS: must be a whole number of milliseconds from 1000 to 130000 (got "0")',
      ]);
    }
  });
});

describe('choosing the flight provider (R16)', () => {
  it('is the built-in sandbox when no Duffel token is set', () => {
    expect(createFlightProvider({ duffelAccessToken: undefined }, database.db).name).toBe('sandbox');
  });

  it('is Duffel at the configured address when a token is set', async () => {
    const provider = createFlightProvider(
      { duffelAccessToken: server.token, duffelBaseUrl: server.url, flightProviderTimeoutMs: 5_000 },
      database.db,
    );
    expect(provider.name).toBe('duffel');
    const offers = await provider.search({
      slices: [{ origin: 'JFK', destination: 'LHR', departureDate: '2026-12-01' }],
      cabinClass: 'economy',
      adults: 1,
      children: 0,
      infants: 0,
    });
    expect(offers).toHaveLength(2);
    expect(server.calls[0]?.headers.authorization).toBe(`Bearer ${server.token}`);
  });
});
