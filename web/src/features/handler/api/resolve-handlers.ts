import { queryOptions, useQuery } from '@tanstack/react-query';
import { HandlerResolve } from '@aed/shared/routes/handler.routes';
import { api } from '../../../lib/api-client';
import { handlerKeys } from './handler-keys';

/** Who handles the orders of the organization's devices without handlers of their own. */
export const resolveHandlersOptions = (deptId: number) =>
  queryOptions({ queryKey: handlerKeys.resolve({ deptId }), queryFn: () => api(HandlerResolve, { query: { deptId } }) });

export const useResolveHandlers = (deptId: number | undefined) => useQuery({ ...resolveHandlersOptions(deptId ?? 0), enabled: deptId !== undefined });
