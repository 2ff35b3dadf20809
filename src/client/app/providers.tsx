import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, useState, type ReactNode } from 'react';
import type { Brand } from '../../shared/schemas/brand';
import { BrandProvider } from '../lib/brand';
import { ModifySearchFormProvider, type RenderModifySearchForm } from '../lib/modify-search';
import { createQueryClient } from '../lib/query-client';
import { DeferredToaster } from './deferred-toaster';

// The results page's Modify Search draws the search feature's form (lib/modify-search.tsx), fetched on first use.
const ModifySearchForm = lazy(async () => ({
  default: (await import('../features/search/modify-search-form')).ModifySearchForm,
}));

const renderModifySearchForm: RenderModifySearchForm = (props) => <ModifySearchForm {...props} />;

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
        <ModifySearchFormProvider value={renderModifySearchForm}>{children}</ModifySearchFormProvider>
        <DeferredToaster />
      </BrandProvider>
    </QueryClientProvider>
  );
}
