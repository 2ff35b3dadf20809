import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AIRPORT_MESSAGES,
  airportDropdownMessage,
  createAirportStore,
  useAirportSearch,
  type AirportLoadStatus,
} from './airports';

// A real HTTP server with the real generated file: the store fetches, decodes and indexes it
// exactly as in the browser.
// (jsdom gives import.meta.url an http scheme, so the path is taken from the project root.)
const AIRPORTS_JSON = readFileSync(path.resolve('src/shared/data/airports.json'));
const hits = new Map<string, number>();
let failuresLeft = 0;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '/';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url === '/broken.json' || (url === '/flaky.json' && failuresLeft-- > 0)) {
      res.writeHead(503).end('unavailable');
    } else if (url === '/truncated.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"format":"airports/1","airports":[');
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(AIRPORTS_JSON);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function quietWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

describe('useAirportSearch', () => {
  it('goes loading -> building -> ready and then answers from the real airport list', async () => {
    const store = createAirportStore(`${base}/ok-1.json`);
    const seen: AirportLoadStatus[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().status));

    const { result, rerender } = renderHook(({ query }) => useAirportSearch(query, store), {
      initialProps: { query: 'london' },
    });
    expect(result.current.status).toBe('loading');
    expect(result.current.results).toEqual([]);

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(seen).toEqual(['building', 'ready']);
    expect(result.current.results.slice(0, 6).map((a) => a.iata_code)).toEqual([
      'LHR',
      'LGW',
      'STN',
      'LTN',
      'LCY',
      'SEN',
    ]);

    rerender({ query: 'Sao Paulo' });
    expect(result.current.results.map((a) => a.iata_code)).toEqual(expect.arrayContaining(['GRU', 'CGH']));
    rerender({ query: 'l' });
    expect(result.current.results).toEqual([]);
  });

  it('downloads the list once per session, however many fields use it', async () => {
    const store = createAirportStore(`${base}/ok-2.json`);
    const first = renderHook(() => useAirportSearch('par', store));
    const second = renderHook(() => useAirportSearch('nyc', store));
    await waitFor(() => expect(second.result.current.status).toBe('ready'));
    expect(first.result.current.results[0]?.iata_code).toBe('CDG');
    expect(second.result.current.results.map((a) => a.iata_code)).toEqual(['JFK', 'EWR', 'LGA']);
    renderHook(() => useAirportSearch('tyo', store));
    expect(hits.get('/ok-2.json')).toBe(1);
  });

  it('does not download anything until a field asks for it', () => {
    createAirportStore(`${base}/ok-3.json`);
    expect(hits.has('/ok-3.json')).toBe(false);
  });

  it('reports an error when the file cannot be fetched', async () => {
    const warn = quietWarnings();
    const store = createAirportStore(`${base}/broken.json`);
    const { result } = renderHook(() => useAirportSearch('london', store));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.results).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('reports an error when the file is not valid airport data', async () => {
    const warn = quietWarnings();
    const store = createAirportStore(`${base}/truncated.json`);
    const { result } = renderHook(() => useAirportSearch('london', store));
    await waitFor(() => expect(result.current.status).toBe('error'));
    warn.mockRestore();
  });

  it('loads again on retry after an error, and then answers', async () => {
    const warn = quietWarnings();
    failuresLeft = 1;
    const store = createAirportStore(`${base}/flaky.json`);
    const { result } = renderHook(() => useAirportSearch('zurich', store));
    await waitFor(() => expect(result.current.status).toBe('error'));

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.results[0]?.iata_code).toBe('ZRH');
    expect(hits.get('/flaky.json')).toBe(2);
    warn.mockRestore();
  });
});

describe('airportDropdownMessage', () => {
  it("shows the spec's texts while loading, building and after an error", () => {
    expect(airportDropdownMessage({ status: 'loading', results: [] }, 'lon')).toBe('Loading airports...');
    expect(airportDropdownMessage({ status: 'building', results: [] }, 'lon')).toBe('Building airport database...');
    expect(airportDropdownMessage({ status: 'error', results: [] }, 'lon')).toBe(
      'Error loading airports. Please try again.',
    );
    expect(AIRPORT_MESSAGES.error).toBe('Error loading airports. Please try again.');
  });

  it('says no airports were found, quoting the query, only once 2 characters are typed', () => {
    expect(airportDropdownMessage({ status: 'ready', results: [] }, ' xq ')).toBe('No airports found for "xq"');
    expect(airportDropdownMessage({ status: 'ready', results: [] }, 'x')).toBeNull();
  });

  it('shows no message when there are suggestions', async () => {
    const store = createAirportStore(`${base}/ok-4.json`);
    const { result } = renderHook(() => useAirportSearch('lhr', store));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(airportDropdownMessage(result.current, 'lhr')).toBeNull();
  });
});
