import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SuccessMessageSchema, VerifyEmailResponseSchema } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';
import { currentUserQueryOptions } from '../../../lib/auth';

/** POST /api/auth/verify-email with the token from the e-mailed link (R30). */
export const verifyEmail = (token: string) => api.post('/api/auth/verify-email', { token }, VerifyEmailResponseSchema);

/** POST /api/auth/verify-email/resend: a new link to the signed-in person's address. */
export const resendVerification = () => api.post('/api/auth/verify-email/resend', {}, SuccessMessageSchema);

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
