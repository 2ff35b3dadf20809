import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Brand } from '../../shared/schemas/brand';
import { BrandProvider } from '../lib/brand';
import { createQueryClient } from '../lib/query-client';
import { DeferredToaster } from './deferred-toaster';

/** `brand`: the server's, when it renders a page (the browser reads it from the page). */
export function AppProviders({ children, brand }: { children: ReactNode; brand?: Brand | undefined }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrandProvider brand={brand}>
        {children}
        <DeferredToaster />
      </BrandProvider>
    </QueryClientProvider>
  );
}
