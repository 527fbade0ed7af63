import { useMutation } from '@tanstack/react-query';
import { InventoryMovementExport, InventoryStockExport } from '@aed/shared/routes/inventory.routes';
import { download } from '../../../lib/api-client';
import type { MovementFilter, StockFilter } from './inventory-keys';

/** The stock as xlsx (organization totals and grand total). */
export const exportStock = (search: StockFilter) => download(InventoryStockExport, { query: search });
/** The movement lines as xlsx. */
export const exportMovements = (search: MovementFilter) => download(InventoryMovementExport, { query: search });

export const useExportStock = () => useMutation({ mutationFn: exportStock });
export const useExportMovements = () => useMutation({ mutationFn: exportMovements });
