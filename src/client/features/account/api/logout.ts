import { useMutation } from '@tanstack/react-query';
import { SuccessMessageSchema } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';
import { goHome } from '../lib/go-home';

/** POST /api/auth/logout with an empty JSON body. */
export const logout = () => api.post('/api/auth/logout', {}, SuccessMessageSchema);

/** Spec: success is a full page load of /; a failure is only logged and the person stays put. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => goHome(),
    onError: (error) => console.warn('Sign-out failed:', error),
  });
}
