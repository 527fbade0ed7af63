import { queryOptions, useQuery } from '@tanstack/react-query';
import { NotifyResolve } from '@aed/shared/routes/notify.routes';
import { api } from '../../../lib/api-client';
import { notifyKeys } from './notify-keys';

/** Who is notified for the organization's devices without persons of their own. */
export const resolveNotifyPersonsOptions = (deptId: number) =>
  queryOptions({ queryKey: notifyKeys.resolve({ deptId }), queryFn: () => api(NotifyResolve, { query: { deptId } }) });

export const useResolveNotifyPersons = (deptId: number | undefined) => useQuery({ ...resolveNotifyPersonsOptions(deptId ?? 0), enabled: deptId !== undefined });
