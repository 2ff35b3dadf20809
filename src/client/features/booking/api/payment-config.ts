import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentConfigSchema } from '../../../../shared/schemas/test-processor';
import { api } from '../../../lib/api';

/** GET /api/payments/config: which processor's card form the payment step draws (R23). */
export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: () => api.get('/api/payments/config', PaymentConfigSchema),
    staleTime: 60_000,
  });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
