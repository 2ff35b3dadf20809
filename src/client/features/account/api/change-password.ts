import { useMutation } from '@tanstack/react-query';
import { SuccessMessageSchema, type ChangePasswordInput } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';

/** POST /api/auth/change-password: {success, message}. The server also renews the session cookie. */
export const changePassword = (input: ChangePasswordInput) =>
  api.post('/api/auth/change-password', input, SuccessMessageSchema);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
