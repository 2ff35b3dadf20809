import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Brand } from '../../shared/schemas/brand';
import { BrandProvider, DEFAULT_PUBLIC_BRAND, useBrand } from './brand';

const ACME: Brand = {
  ...DEFAULT_PUBLIC_BRAND,
  id: 'acme',
  name: 'Acme Air Travel',
  domain: 'acme.travel',
  domains: ['acme.travel'],
  theme: { ...DEFAULT_PUBLIC_BRAND.theme, primary: '#b91c1c' },
  contact: { email: 'help@acme.travel', phone: '+44 20 7946 0000', address: '1 Acme Way, London' },
};

function Probe() {
  const { brand, loading, error } = useBrand();
  return (
    <p data-testid="probe">
      {brand.name}|{String(loading)}|{error ?? 'none'}
    </p>
  );
}

const probe = () => screen.getByTestId('probe').textContent;
const renderProvider = () =>
  render(
    <BrandProvider>
      <Probe />
    </BrandProvider>,
  );

function answer(status: number, body: unknown, statusText = '') {
  return vi.fn(async (_path: string) => new Response(JSON.stringify(body), { status, statusText }));
}

function inject(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'brand-data';
  script.textContent = json;
  document.body.append(script);
}

beforeEach(() => window.history.replaceState(null, '', '/?brand=acme'));

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('brand-data')?.remove();
  document.documentElement.removeAttribute('style');
  window.history.replaceState(null, '', '/');
});

describe('BrandProvider', () => {
  it('starts from the brand the server put into the page, without loading or fetching', () => {
    const fetchMock = answer(200, ACME);
    vi.stubGlobal('fetch', fetchMock);
    inject(JSON.stringify(ACME));
    renderProvider();
    expect(probe()).toBe('Acme Air Travel|false|none');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores an injected value that is not a brand and fetches instead', async () => {
    vi.stubGlobal('fetch', answer(200, ACME));
    inject('{"name": 42}');
    renderProvider();
    expect(probe()).toBe('SkyBound Travel|true|none');
    await waitFor(() => expect(probe()).toBe('Acme Air Travel|false|none'));
  });

  it("starts with the default brand and loading, fetches GET /api/brands/{id} once, and applies the brand's theme", async () => {
    const fetchMock = answer(200, ACME);
    vi.stubGlobal('fetch', fetchMock);
    renderProvider();
    expect(probe()).toBe('SkyBound Travel|true|none');
    await waitFor(() => expect(probe()).toBe('Acme Air Travel|false|none'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/brands/acme');
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#b91c1c');
  });

  it("does not fetch for the 'default' brand, and is not loading", () => {
    const fetchMock = answer(200, ACME);
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/');
    renderProvider();
    expect(probe()).toBe('SkyBound Travel|false|none');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to the default brand without an error on 404', async () => {
    vi.stubGlobal('fetch', answer(404, { error: 'NOT_FOUND', message: 'Brand not found' }, 'Not Found'));
    renderProvider();
    await waitFor(() => expect(probe()).toBe('SkyBound Travel|false|none'));
  });

  it("keeps 'Failed to load brand: {status text}' and logs it while the default brand is shown", async () => {
    const logged = vi.mocked(console.error).mockImplementationOnce(() => {});
    vi.stubGlobal('fetch', answer(503, { error: 'UNAVAILABLE', message: 'Down' }, 'Service Unavailable'));
    renderProvider();
    await waitFor(() => expect(probe()).toBe('SkyBound Travel|false|Failed to load brand: Service Unavailable'));
    expect(logged).toHaveBeenCalledWith('Failed to load brand: Service Unavailable');
  });

  it('rejects an answer that is not a brand, keeping the default', async () => {
    vi.mocked(console.error).mockImplementationOnce(() => {});
    vi.stubGlobal('fetch', answer(200, { name: 'Half a brand' }));
    renderProvider();
    await waitFor(() => expect(probe()).toBe('SkyBound Travel|false|Failed to load brand: Invalid brand data'));
  });

  it('useBrand outside the provider throws the spec message', () => {
    // React reports the render error too; silence it for this test only.
    const spy = vi.mocked(console.error);
    const strict = spy.getMockImplementation();
    spy.mockImplementation(() => {});
    try {
      expect(() => render(<Probe />)).toThrow('useBrand must be used within a BrandProvider');
    } finally {
      if (strict) spy.mockImplementation(strict);
    }
  });
});
