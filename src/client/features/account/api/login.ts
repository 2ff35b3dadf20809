import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '../../../../shared/schemas/auth';
import { LoginResponseSchema } from '../../../../shared/schemas/two-factor';
import { api } from '../../../lib/api';
import { currentUserQueryOptions } from '../../../lib/auth';

/** POST /api/auth/login: signed in, or (R48) asked for a code with a pending sign-in's token. */
export const login = (input: LoginInput) => api.post('/api/auth/login', input, LoginResponseSchema);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The answer carries the person: the header changes at once, without another request.
    onSuccess: (data) => {
      if ('user' in data) queryClient.setQueryData(currentUserQueryOptions().queryKey, data.user);
    },
  });
}
