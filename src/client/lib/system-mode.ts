import { queryOptions, useQuery } from '@tanstack/react-query';
import { SystemModeSchema, type SystemMode } from '../../shared/schemas/system';
import { api } from './api';

const TEST_MODE: SystemMode = { isLiveMode: false, mode: 'test' };

/** GET /api/system/mode; the spec's default is test mode when it cannot be fetched. */
export async function getSystemMode(): Promise<SystemMode> {
  try {
    return await api.get('/api/system/mode', SystemModeSchema);
  } catch {
    return TEST_MODE;
  }
}

export const systemModeQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'mode'], queryFn: getSystemMode, staleTime: 60_000 });

export function useSystemMode(): SystemMode {
  return useQuery(systemModeQueryOptions()).data ?? TEST_MODE;
}
