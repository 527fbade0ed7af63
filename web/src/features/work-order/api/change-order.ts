import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderAdd, OrderCancel, OrderDispatch, OrderModify, OrderProcess, OrderReturn } from '@aed/shared/routes/work-order.routes';
import type { CancelOrderBody, CreateOrderBody, DispatchOrderBody, ModifyOrderBody, ProcessOrderBody, ReturnOrderBody } from '@aed/shared/schemas/work-order';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../api/query-roots';
import { orderKeys } from './order-keys';

/** The changes of an order: each refreshes the orders, their counts and logs (processing also the device's items). */
function useOrderMutation<V, R>(mutationFn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([orderKeys.all, queryRoots.device].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useAddOrder = () => useOrderMutation((body: CreateOrderBody) => api(OrderAdd, { body }));
export const useModifyOrder = () => useOrderMutation((body: ModifyOrderBody) => api(OrderModify, { body }));
export const useDispatchOrders = () => useOrderMutation((body: DispatchOrderBody) => api(OrderDispatch, { body }));
export const useCancelOrder = () => useOrderMutation((body: CancelOrderBody) => api(OrderCancel, { body }));
export const useReturnOrder = () => useOrderMutation((body: ReturnOrderBody) => api(OrderReturn, { body }));
export const useProcessOrder = () => useOrderMutation((body: ProcessOrderBody) => api(OrderProcess, { body }));
