import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SystemModeSchema } from '../../shared/schemas/system';
import { api, ApiRequestError, requestEarly } from './api';
import { createQueryClient } from './query-client';
import { getSystemMode } from './system-mode';

function answer(status: number, body: string, contentType = 'application/json') {
  return vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('sends JSON with credentials and parses the answer with the shared schema', async () => {
    const fetchMock = answer(200, '{"isLiveMode":false,"mode":"test"}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/x', { a: 1 }, SystemModeSchema)).resolves.toEqual({ isLiveMode: false, mode: 'test' });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/x');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("turns the server's {error, message} into an ApiRequestError carrying both", async () => {
    vi.stubGlobal('fetch', answer(410, '{"error":"OFFER_EXPIRED","message":"This flight offer has expired."}'));
    const error = await api.get('/api/x', z.object({})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 410, code: 'OFFER_EXPIRED', message: 'This flight offer has expired.' });
  });

  it("carries a validation 400's field messages, and reads a body of another shape as a plain failure", async () => {
    const body = { error: 'VALIDATION_ERROR', message: 'Invalid', fields: [{ path: 'email', message: 'Bad', x: 1 }] };
    vi.stubGlobal('fetch', answer(400, JSON.stringify(body)));
    await expect(api.get('/api/x', z.object({}))).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Invalid',
      fields: [{ path: 'email', message: 'Bad' }],
    });
    vi.stubGlobal('fetch', answer(400, '{"error":"X","message":"Y","fields":[{"path":1}]}'));
    await expect(api.get('/api/x', z.object({}))).rejects.toMatchObject({ code: 'HTTP_ERROR', status: 400 });
    vi.stubGlobal('fetch', answer(500, '{"error":"X"}'));
    await expect(api.get('/api/x', z.object({}))).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      message: '500: {"error":"X"}',
    });
  });

  it('words a non-JSON failure as "{status}: {body}"', async () => {
    vi.stubGlobal('fetch', answer(502, 'Bad Gateway from proxy', 'text/plain'));
    await expect(api.get('/api/x', z.object({}))).rejects.toMatchObject({
      status: 502,
      message: '502: Bad Gateway from proxy',
    });
  });

  it('refuses an answer that does not match the schema', async () => {
    vi.stubGlobal('fetch', answer(200, '{"isLiveMode":"yes"}'));
    await expect(api.get('/api/x', SystemModeSchema)).rejects.toMatchObject({ code: 'UNEXPECTED_RESPONSE' });
  });

  it('reports a network failure as an error, never as success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.post('/api/payments/process-card', {}, z.object({}))).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
  });

  it('falls back to test mode when the system mode cannot be fetched', async () => {
    vi.stubGlobal('fetch', answer(500, '{"error":"INTERNAL_ERROR","message":"x"}'));
    await expect(getSystemMode()).resolves.toEqual({ isLiveMode: false, mode: 'test' });
  });
});

describe('a request sent early', () => {
  const body = { origin: 'JFK', destination: 'LHR' };
  const ok = () => answer(200, '{"isLiveMode":false,"mode":"test"}');

  it('answers the identical request that comes later, without asking the server again', async () => {
    const fetchMock = ok();
    vi.stubGlobal('fetch', fetchMock);
    requestEarly('POST', '/api/x', body);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(api.post('/api/x', { ...body }, SystemModeSchema)).resolves.toEqual({
      isLiveMode: false,
      mode: 'test',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Once: the next identical request is a request of its own.
    await api.post('/api/x', body, SystemModeSchema);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken by a request for another body or path, nor as an old answer', async () => {
    const fetchMock = ok();
    vi.stubGlobal('fetch', fetchMock);
    requestEarly('POST', '/api/x', body);
    await api.post('/api/x', { ...body, origin: 'EWR' }, SystemModeSchema);
    await api.post('/api/y', body, SystemModeSchema);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      requestEarly('POST', '/api/z', body);
      vi.setSystemTime(Date.now() + 30_001);
      await api.post('/api/z', body, SystemModeSchema);
      expect(fetchMock).toHaveBeenCalledTimes(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives its failure to the request that takes it, parsed with that request's schema", async () => {
    vi.stubGlobal('fetch', answer(410, '{"error":"OFFER_EXPIRED","message":"This flight offer has expired."}'));
    requestEarly('POST', '/api/x', body);
    await expect(api.post('/api/x', body, SystemModeSchema)).rejects.toMatchObject({
      status: 410,
      code: 'OFFER_EXPIRED',
    });

    vi.stubGlobal('fetch', answer(200, '{"isLiveMode":"yes"}'));
    requestEarly('POST', '/api/x', body);
    await expect(api.post('/api/x', body, SystemModeSchema)).rejects.toMatchObject({ code: 'UNEXPECTED_RESPONSE' });
  });

  it('leaves no unhandled rejection when its failure is never taken', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      vi.stubGlobal('fetch', answer(503, '{"error":"DOWN","message":"Down"}'));
      requestEarly('POST', '/api/never-taken', body);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('query defaults', () => {
  it('never goes stale, never refetches on focus, never polls, never retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
