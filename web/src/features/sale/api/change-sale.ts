import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SaleAdd, SaleRelet, SaleRelocate, SaleUpdate, SaleVoid } from '@aed/shared/routes/sale.routes';
import type { CreateSaleBody, ReletSaleBody, RelocateSaleBody, UpdateSaleBody } from '@aed/shared/schemas/sale';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../api/query-roots';
import { saleKeys } from './sale-keys';

/**
 * The changes of a sale record. Each refreshes the sales and the devices (a sale moves its device: organization, sale
 * status) and the inventory read from the devices.
 */
function useSaleMutation<V, R>(mutationFn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([saleKeys.all, queryRoots.device, queryRoots.inventory].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useAddSale = () => useSaleMutation((body: CreateSaleBody) => api(SaleAdd, { body }));
export const useUpdateSale = () => useSaleMutation((body: UpdateSaleBody) => api(SaleUpdate, { body }));
export const useReletSale = () => useSaleMutation((body: ReletSaleBody) => api(SaleRelet, { body }));
export const useRelocateSale = () => useSaleMutation((body: RelocateSaleBody) => api(SaleRelocate, { body }));
export const useVoidSales = () => useSaleMutation((ids: readonly number[]) => api(SaleVoid, { query: { ids: ids.join(',') } }));
