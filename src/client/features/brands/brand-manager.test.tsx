import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRAND, DEFAULT_PUBLIC_BRAND } from '../../../shared/brand';
import { BRAND_MESSAGES, type AdminBrand } from '../../../shared/schemas/brand';
import { Toaster } from '../../components/ui/toaster';
import { createQueryClient } from '../../lib/query-client';
import { BrandManagerPage } from './brand-manager-page';
import { visitUrl } from './components/brand-list';

afterEach(() => vi.unstubAllGlobals());

const brand = (overrides: Partial<AdminBrand>): AdminBrand => ({
  ...DEFAULT_PUBLIC_BRAND,
  social: {},
  markupBasisPoints: 2300,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});
const ACME = brand({
  id: 'acme',
  name: 'Acme Air',
  domain: 'acme.travel',
  domains: ['acme.travel'],
  markupBasisPoints: 1500,
});

type Answer = { status: number; body?: unknown };
function fakeApi(routes: Record<string, (body: unknown) => Answer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const answer = routes[`${method} ${path}`]?.(body) ?? {
        status: 404,
        body: { error: 'NOT_FOUND', message: 'No' },
      };
      return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderManager() {
  const router = createMemoryRouter(
    [
      { path: '/admin/brands', element: <BrandManagerPage /> },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: ['/admin/brands'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const list = () => ({ status: 200, body: { brands: [brand({}), ACME] } });

describe('the brand manager', () => {
  it('loads lazily, then lists brands with id, domains and markup; the default cannot be deleted', async () => {
    fakeApi({ 'GET /api/admin/brands': list });
    renderManager();
    expect(screen.getByText('Loading brand manager...')).toBeInTheDocument();
    expect(await screen.findByText('Acme Air')).toBeInTheDocument();
    expect(screen.getByText('Acme Air').closest('li')).toHaveTextContent('acme · acme.travel · markup 15%');
    expect(screen.queryByRole('button', { name: `Delete ${DEFAULT_BRAND.name}` })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Acme Air' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit Acme Air' })).toHaveAttribute('href', '/?brand=acme');
    expect(visitUrl(ACME, 'admin.example.com')).toBe('https://acme.travel/');
  });

  it('validates colours and domains with the schema messages and previews the colours live', async () => {
    const calls = fakeApi({
      'GET /api/admin/brands': list,
      'POST /api/admin/brands': (body) => ({
        status: 201,
        body: brand({ ...(body as Partial<AdminBrand>), social: {}, analytics: {} }),
      }),
    });
    renderManager();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New brand' }));
    await user.type(screen.getByLabelText('Brand name'), 'Nordic Wings');
    await user.type(screen.getByLabelText('Brand id'), 'nordic');
    await user.type(screen.getByLabelText('Domains'), 'nordic.travel, https://bad/');
    await user.clear(screen.getByLabelText('Primary'));
    await user.type(screen.getByLabelText('Primary'), '#12345');
    await user.type(screen.getByLabelText('Support e-mail'), 'help@nordic.travel');
    await user.type(screen.getByLabelText('Support phone'), '+47 555 0100');
    await user.click(screen.getByRole('button', { name: 'Create brand' }));
    expect(await screen.findByText(BRAND_MESSAGES.colour)).toBeInTheDocument();
    expect(screen.getByText(BRAND_MESSAGES.domain)).toBeInTheDocument();
    // A new brand's operator starts empty (never the default brand's company) and is required.
    expect(screen.getByLabelText('Legal name')).toHaveValue('');
    expect(screen.getByLabelText('Company number')).toHaveValue('');
    expect(screen.getByLabelText('Registered office')).toHaveValue('');
    expect(screen.getByLabelText('Legal name')).toHaveAccessibleDescription(BRAND_MESSAGES.legalName);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText('Legal name'), 'Nordic Wings AS');

    const preview = screen.getByTestId('brand-preview');
    expect(preview).toHaveTextContent('Nordic Wings');
    // An unfinished colour keeps the previous safe one; a whole one shows at once.
    expect(preview.style.getPropertyValue('--primary')).toBe(DEFAULT_BRAND.theme.primary);
    fireEvent.change(screen.getByLabelText('Primary picker'), { target: { value: '#0f766e' } });
    await waitFor(() => expect(preview.style.getPropertyValue('--primary')).toBe('#0f766e'));
    expect(preview.style.getPropertyValue('--primary-foreground')).toBe('#ffffff');
    expect(screen.getByLabelText('Primary')).toHaveValue('#0f766e');
    // The manager itself keeps the site's colours.
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('');

    await user.clear(screen.getByLabelText('Domains'));
    await user.type(screen.getByLabelText('Domains'), 'nordic.travel{enter}www2.nordic.no');
    await user.clear(screen.getByLabelText('Markup (%)'));
    await user.type(screen.getByLabelText('Markup (%)'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Create brand' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      id: 'nordic',
      name: 'Nordic Wings',
      domains: ['nordic.travel', 'www2.nordic.no'],
      markupBasisPoints: 1250,
      logo: null,
      theme: { primary: '#0f766e' },
    });
    await waitFor(() => expect(document.querySelector('[data-variant]')?.textContent).toMatch(/Settings Updated/));
  }, 20_000);

  it("shows the server's refusal on the field it is about", async () => {
    fakeApi({
      'GET /api/admin/brands': list,
      'PUT /api/admin/brands/acme': () => ({
        status: 409,
        body: { error: 'DOMAIN_TAKEN', message: BRAND_MESSAGES.domainTaken },
      }),
    });
    renderManager();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Air' }));
    expect(screen.getByLabelText('Brand id')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Markup (%)')).toHaveValue(15);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(BRAND_MESSAGES.domainTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Domains')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a brand only after the confirmation', async () => {
    const calls = fakeApi({ 'GET /api/admin/brands': list, 'DELETE /api/admin/brands/acme': () => ({ status: 204 }) });
    renderManager();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Air' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Delete Acme Air?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete brand' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('sends a non-admin home with Access Denied', async () => {
    fakeApi({ 'GET /api/admin/brands': () => ({ status: 403, body: { error: 'FORBIDDEN', message: 'No' } }) });
    const router = renderManager();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
  });
});
