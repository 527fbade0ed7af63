import { defineHandler } from '../../../lib/define-handler';
import { inventoryOptions } from '../../../domain/inventory/inventory-service';

export const handler = defineHandler('InventoryOptions', () => inventoryOptions());
