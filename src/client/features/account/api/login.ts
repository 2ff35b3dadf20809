import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthUserResponseSchema, type LoginInput } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';
import { currentUserQueryOptions } from '../../../lib/auth';

/** POST /api/auth/login */
export const login = (input: LoginInput) => api.post('/api/auth/login', input, AuthUserResponseSchema);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The answer carries the person: the header changes at once, without another request.
    onSuccess: (data) => queryClient.setQueryData(currentUserQueryOptions().queryKey, data.user),
  });
}
