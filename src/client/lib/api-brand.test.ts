import { afterEach, describe, expect, it, vi } from 'vitest';
import { SystemModeSchema } from '../../shared/schemas/system';

/* The brand rides along with API calls so prices follow it on localhost (?brand=). */

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

async function headersOfOneCall(): Promise<Record<string, string>> {
  vi.resetModules();
  const fetchMock = vi.fn(async () => new Response('{"isLiveMode":false,"mode":"test"}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const { api } = await import('./api');
  await api.get('/api/system/mode', SystemModeSchema);
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return init.headers as Record<string, string>;
}

describe('the brand of the page on API calls', () => {
  it('sends X-Brand with the brand the server wrote into the page', async () => {
    document.body.innerHTML =
      '<script type="application/json" id="brand-data">{"id":"nordic","name":"Nordic"}</script>';
    expect((await headersOfOneCall())['X-Brand']).toBe('nordic');
  });

  it('falls back to ?brand= on localhost when the page carries no brand', async () => {
    window.history.replaceState(null, '', '/search?brand=sunny');
    expect((await headersOfOneCall())['X-Brand']).toBe('sunny');
  });

  it('sends nothing for the default brand', async () => {
    expect((await headersOfOneCall())['X-Brand']).toBeUndefined();
  });
});
