import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's data-fetching defaults: data never goes stale on its own, no refetch on focus,
 * no polling, no retries. Screens that need other rules (search results: stale 5 min, kept
 * 10 min) set them on their own queries.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
