import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AlertListSchema, AlertSchema } from '../../../../shared/schemas/alerts';
import { apiRequest } from '../../../lib/api';

/** R51: the signed-in traveller's price alerts: GET, PATCH (pause, resume) and DELETE /api/alerts. */
const KEY = ['alerts'] as const;

export const useAlerts = (enabled: boolean) =>
  useQuery({ queryKey: KEY, queryFn: () => apiRequest('GET', '/api/alerts', AlertListSchema), enabled });

export function useSetAlertStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'active' | 'paused' }) =>
      apiRequest('PATCH', `/api/alerts/${encodeURIComponent(id)}`, AlertSchema, { body: { status } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/alerts/${encodeURIComponent(id)}`, z.unknown()),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
