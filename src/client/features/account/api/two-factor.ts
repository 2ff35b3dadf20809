import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AuthUserResponseSchema, SuccessMessageSchema } from '../../../../shared/schemas/auth';
import {
  LoginResponseSchema,
  RecoveryCodesResponseSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '../../../../shared/schemas/two-factor';
import { api } from '../../../lib/api';
import { currentUserQueryOptions } from '../../../lib/auth';

/*
 * R48: two-factor sign-in's calls. Each change refreshes the signed-in person, whose
 * twoFactorEnabled decides what the settings and the admin screens show.
 */

const STATUS_KEY = ['auth', 'two-factor'] as const;

/** POST /api/auth/login: signed in, or asked for a code (twoFactorRequired). */
export const loginWithFactor = (input: { username: string; password: string; remember?: boolean }) =>
  api.post('/api/auth/login', input, LoginResponseSchema);

export type SecondFactorInput = { code: string } | { recoveryCode: string };

export function useTwoFactorStatus(enabled: boolean) {
  return useQuery({
    queryKey: [...STATUS_KEY, enabled],
    queryFn: () => api.get('/api/auth/two-factor', TwoFactorStatusSchema),
    enabled,
  });
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
    ]);
}

export function useTwoFactorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { pendingToken: string } & SecondFactorInput) =>
      api.post('/api/auth/login/two-factor', input, AuthUserResponseSchema),
    onSuccess: (data) => queryClient.setQueryData(currentUserQueryOptions().queryKey, data.user),
  });
}

export function useBeginTwoFactor() {
  return useMutation({ mutationFn: () => api.post('/api/auth/two-factor/setup', {}, TwoFactorSetupSchema) });
}

/** Turning on answers the recovery codes; the person is refreshed once they have been seen. */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (code: string) => api.post('/api/auth/two-factor/enable', { code }, RecoveryCodesResponseSchema),
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (input: SecondFactorInput) => api.post('/api/auth/two-factor/disable', input, SuccessMessageSchema),
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (code: string) =>
      api.post('/api/auth/two-factor/recovery-codes', { code }, RecoveryCodesResponseSchema),
    onSuccess: refresh,
  });
}

export { useRefreshAfter as useRefreshTwoFactor };
