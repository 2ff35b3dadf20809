import { useMutation } from '@tanstack/react-query';
import { AuthUserResponseSchema, type RegisterInput } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';

/** POST /api/auth/register. The confirmation and the terms box stay in the form. */
export const registerAccount = (input: RegisterInput) => api.post('/api/auth/register', input, AuthUserResponseSchema);

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
