import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminBrandListSchema, AdminBrandSchema, type BrandInput } from '../../../../shared/schemas/brand';
import { api, apiRequest } from '../../../lib/api';

/* The brand manager's API (R19): GET/POST /api/admin/brands, PUT/DELETE /api/admin/brands/{id}. */

export const adminBrandsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'brands'], queryFn: () => api.get('/api/admin/brands', AdminBrandListSchema) });

export const useAdminBrands = () => useQuery(adminBrandsQueryOptions());

/** Creates when `id` is null, else replaces that brand. */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BrandInput }) =>
      id === null
        ? api.post('/api/admin/brands', input, AdminBrandSchema)
        : apiRequest('PUT', `/api/admin/brands/${encodeURIComponent(id)}`, AdminBrandSchema, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBrandsQueryOptions().queryKey }),
  });
}

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/admin/brands/${encodeURIComponent(id)}`, z.null()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBrandsQueryOptions().queryKey }),
  });
}
