import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';

/* A screen under test as the app mounts it: a router, the query client, the toasts, and where it is. */

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  queryClient?: QueryClient;
  /** Entries before `path` in the history (a Back button's way out). */
  history?: string[];
}

/** Renders `routes` at `path` (any other path renders nothing), with the current location shown. */
export function renderRoutes(path: string, routes: RouteObject[], options: RenderOptions = {}) {
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
  const history = options.history ?? [];
  const router = createMemoryRouter(tree, { initialEntries: [...history, path], initialIndex: history.length });
  const queryClient = options.queryClient ?? createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders `element` at `path`, its route being that path. */
export function renderAt(path: string, element: ReactNode, options: RenderOptions = {}) {
  return renderRoutes(path, [{ path: path.split('?')[0], element }], options);
}

/** Where the app is now: path and query. */
export const currentLocation = () => screen.getByTestId('location').textContent ?? '';
export const currentParams = () => new URLSearchParams(currentLocation().split('?')[1] ?? '');
