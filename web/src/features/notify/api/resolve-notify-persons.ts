import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotifyResolution } from '@aed/shared/schemas/notify';
import { legacyApi } from '../../../lib/api-client';
import { NOTIFY_API, notifyKeys } from './notify-keys';

/** `GET /product/notify/resolve?deptId=`: who is notified for the organization's devices without persons of their own. */
export const resolveNotifyPersonsOptions = (deptId: number) =>
  queryOptions({ queryKey: notifyKeys.resolve({ deptId }), queryFn: () => legacyApi.get<NotifyResolution>(`${NOTIFY_API}/resolve`, { deptId }) });

export const useResolveNotifyPersons = (deptId: number | undefined) => useQuery({ ...resolveNotifyPersonsOptions(deptId ?? 0), enabled: deptId !== undefined });
