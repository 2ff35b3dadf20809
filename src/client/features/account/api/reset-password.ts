import { useMutation, useQuery } from '@tanstack/react-query';
import { SuccessMessageSchema, type ResetPasswordInput } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export const resetPassword = (input: ResetPasswordInput) =>
  api.post('/api/auth/reset-password', input, SuccessMessageSchema);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** POST /api/auth/reset-password/check: whether the link can still be used, asked when its page opens. */
export const checkResetLink = (token: string) =>
  api.post('/api/auth/reset-password/check', { token }, SuccessMessageSchema);

export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['auth', 'reset-link', token],
    queryFn: () => checkResetLink(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}
