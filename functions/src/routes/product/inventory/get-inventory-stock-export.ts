import { InventoryStockExport } from '@aed/shared/routes/inventory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportStock } from '../../../domain/inventory/inventory-export';

export const handler = defineHandler(InventoryStockExport, async ({ actor, query, event }) => exportStock(actor, query, await callerLanguage(event, actor)));
