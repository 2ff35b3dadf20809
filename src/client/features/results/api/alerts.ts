import { useMutation } from '@tanstack/react-query';
import { CreateAlertResponseSchema } from '../../../../shared/schemas/alerts';
import { api } from '../../../lib/api';

/** R51: POST /api/alerts, the results page's search with the drop the traveller chose. */
export const useCreateAlert = () =>
  useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post('/api/alerts', body, CreateAlertResponseSchema),
  });
