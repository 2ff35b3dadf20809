import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminJobListSchema } from '../../../../shared/schemas/admin-jobs';
import { api } from '../../../lib/api';

/** R51: the dead letters (GET /api/admin/jobs/dead) and a retry of one. */
const KEY = ['admin', 'jobs', 'dead'] as const;

export const useDeadJobs = () =>
  useQuery({ queryKey: KEY, queryFn: () => api.get('/api/admin/jobs/dead', AdminJobListSchema) });

export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/api/admin/jobs/${id}/retry`, {}, z.object({})),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
