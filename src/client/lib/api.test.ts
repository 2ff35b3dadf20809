import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SystemModeSchema } from '../../shared/schemas/system';
import { api, ApiRequestError } from './api';
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
