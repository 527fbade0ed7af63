import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';
import { INVENTORY_API, definedOnly, type MovementFilter, type StockFilter } from './inventory-keys';

/** `GET /product/inventory/stock/export?<search>`: the stock as xlsx (organization totals and grand total). */
export const exportStock = (search: StockFilter) => downloadFile(`${INVENTORY_API}/stock/export`, definedOnly(search));
/** `GET /product/inventory/movements/export?<search>`: the movement lines as xlsx. */
export const exportMovements = (search: MovementFilter) => downloadFile(`${INVENTORY_API}/movements/export`, definedOnly(search));

export const useExportStock = () => useMutation({ mutationFn: exportStock });
export const useExportMovements = () => useMutation({ mutationFn: exportMovements });
