import { useMutation } from '@tanstack/react-query';
import { SuccessMessageSchema, type ResetPasswordInput } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export const resetPassword = (input: ResetPasswordInput) =>
  api.post('/api/auth/reset-password', input, SuccessMessageSchema);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
