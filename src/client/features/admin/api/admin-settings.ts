import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminSettingsSchema, UpdateAdminSettingsSchema } from '../../../../shared/schemas/admin';
import { SuccessMessageSchema } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';

/* GET/POST /api/admin/settings and the admin re-verification POST /api/admin/login (A7). */

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'settings'], queryFn: () => api.get('/api/admin/settings', AdminSettingsSchema) });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());

export const updateAdminSettings = (enableLiveMode: boolean) =>
  api.post('/api/admin/settings', { enableLiveMode }, UpdateAdminSettingsSchema);

export const verifyAdmin = () => api.post('/api/admin/login', {}, SuccessMessageSchema);
