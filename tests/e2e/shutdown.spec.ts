import { describe, expect, it } from 'vitest';
import { startServer } from './support/server';

describe('graceful shutdown', () => {
  it('finishes the requests in flight on SIGTERM, closes the database and exits 0 within 10 s', async () => {
    const server = await startServer();
    const inFlight = Array.from({ length: 100 }, () =>
      fetch(`${server.url}/api/system/mode`).then(
        (res) => res.status,
        () => 'refused' as const,
      ),
    );
    // Signal as soon as the first answer arrives, while the rest of the burst is in flight.
    await Promise.race(inFlight);
    const started = Date.now();
    const code = await server.stop('SIGTERM');
    const statuses = await Promise.all(inFlight);

    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.output()).toContain('shut down cleanly');
    // Every request the server accepted was answered; none was cut off with a 5xx.
    expect(statuses.filter((s) => typeof s === 'number' && s >= 500 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
  });
});
