import { useMutation } from '@tanstack/react-query';
import { SuccessMessageSchema, type ForgotPasswordInput } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  api.post('/api/auth/forgot-password', input, SuccessMessageSchema);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
