import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Brand } from '../../shared/schemas/brand';
import { BrandProvider } from '../lib/brand';
import { createQueryClient } from '../lib/query-client';
import { DeferredToaster } from './deferred-toaster';

interface AppProvidersProps {
  children: ReactNode;
  /** The server's, when it renders a page (the browser reads it from the page). */
  brand?: Brand | undefined;
  /** The server's, holding the data it rendered the page with. */
  client?: QueryClient | undefined;
}

export function AppProviders({ children, brand, client }: AppProvidersProps) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <BrandProvider brand={brand}>
        {children}
        <DeferredToaster />
      </BrandProvider>
    </QueryClientProvider>
  );
}
