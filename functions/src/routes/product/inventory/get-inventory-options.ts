import { InventoryOptions } from '@aed/shared/routes/inventory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { inventoryOptions } from '../../../domain/inventory/inventory-service';

export const handler = defineHandler(InventoryOptions, () => inventoryOptions());
