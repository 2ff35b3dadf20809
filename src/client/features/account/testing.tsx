import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../../components/ui/toaster';
import { createQueryClient } from '../../lib/query-client';

/* Client test helpers for the account screens: a scripted API and a router that shows where it is. */

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body: unknown };
export type FakeRoutes = Record<string, Answer | ((body: unknown) => Answer)>;

export const signedOut: Answer = { status: 401, body: { error: 'UNAUTHORIZED', message: 'Not authenticated' } };

export const ADA = {
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  isAdmin: false,
  createdAt: '2025-06-09T10:00:00.000Z',
};

/** Answers fetch from a table of 'METHOD /path' entries and records every call. */
export function fakeApi(routes: FakeRoutes): ApiCall[] {
  const calls: ApiCall[] = [];
  // The server's readable 'signed_in' hint goes with a session; the client asks only when it is there.
  const signedIn = routes['GET /api/auth/user'] !== undefined;
  document.cookie = signedIn ? 'signed_in=1; path=/' : 'signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const entry = routes[`${method} ${path.split('?')[0]}`];
      const answer = typeof entry === 'function' ? entry(body) : (entry ?? signedOut);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
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
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export const currentLocation = () => screen.getByTestId('location').textContent;
