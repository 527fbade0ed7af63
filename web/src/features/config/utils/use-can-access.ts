import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GetInfoResult } from '@aed/shared/schemas/auth';
import { hasPermission } from '@aed/shared/permissions/permissions';

/**
 * Where the permissions come from: the shell stores the `GET /upms/getInfo` answer in the react-query cache under
 * `['auth', 'info']`. This feature reads that cache entry instead of importing the shell's auth hooks, so it stays
 * independent of `features/auth` (imports flow shared -> features -> app). We subscribe to the query cache rather
 * than adding an observer, so this hook never triggers a fetch nor changes the shell's query options.
 * With no session info cached every permission is denied.
 */
export const AUTH_INFO_KEY = ['auth', 'info'] as const;
const NONE: readonly string[] = [];

export function usePermissions(): readonly string[] {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const read = () => queryClient.getQueryData<Partial<GetInfoResult>>(AUTH_INFO_KEY)?.permissions ?? NONE;
  return useSyncExternalStore(subscribe, read, read);
}

/** True when the signed-in user holds `permission` (or the `*:*:*` wildcard). */
export function useCanAccess(permission: string): boolean {
  return hasPermission(usePermissions(), permission);
}
