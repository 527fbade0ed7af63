import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HandlerResolution } from '@aed/shared/schemas/handler';
import { legacyApi } from '../../../lib/api-client';
import { HANDLER_API, handlerKeys } from './handler-keys';

/** `GET /product/handler/resolve?deptId=`: who handles the orders of the organization's devices without handlers of their own. */
export const resolveHandlersOptions = (deptId: number) =>
  queryOptions({ queryKey: handlerKeys.resolve({ deptId }), queryFn: () => legacyApi.get<HandlerResolution>(`${HANDLER_API}/resolve`, { deptId }) });

export const useResolveHandlers = (deptId: number | undefined) => useQuery({ ...resolveHandlersOptions(deptId ?? 0), enabled: deptId !== undefined });
