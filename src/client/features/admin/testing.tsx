import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { AdminSettings } from '../../../shared/schemas/admin';
import { Toaster } from '../../components/ui/toaster';
import { createQueryClient } from '../../lib/query-client';

/* Client test helpers for the admin screens: a scripted API and a router that shows where it is. */

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status: number; body: unknown };
export type FakeRoutes = Record<string, Answer | ((body: unknown, path: string) => Answer)>;

export const notFound: Answer = { status: 404, body: { error: 'NOT_FOUND', message: 'Not found' } };

export const SETTINGS: AdminSettings = {
  enableLiveMode: false,
  duffelApiConfigured: false,
  stripeConfigured: false,
  environment: 'development',
  duffelLiveKey: false,
  stripeLiveKey: false,
  liveModeAvailable: false,
};

/** Answers fetch from a table of 'METHOD /path' entries and records every call. */
export function fakeApi(routes: FakeRoutes): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const entry = routes[`${method} ${path.split('?')[0]}`];
      const answer = typeof entry === 'function' ? entry(body, path) : (entry ?? notFound);
      return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders the given routes at `path`, with the query client, the toasts and the current location. */
export function renderRoutes(path: string, routes: { path: string; element: ReactNode }[]) {
  const tree: RouteObject[] = [
    {
      element: (
        <>
          <Outlet />
          <Location />
        </>
      ),
      children: [...routes, { path: '*', element: null }],
    },
  ];
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export const currentLocation = () => screen.getByTestId('location').textContent;
