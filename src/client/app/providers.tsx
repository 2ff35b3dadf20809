import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrandProvider } from '../lib/brand';
import { createQueryClient } from '../lib/query-client';
import { DeferredToaster } from './deferred-toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrandProvider>
        {children}
        <DeferredToaster />
      </BrandProvider>
    </QueryClientProvider>
  );
}
