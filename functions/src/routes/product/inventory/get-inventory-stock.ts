import { InventoryStock } from '@aed/shared/routes/inventory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { stockPage } from '../../../domain/inventory/inventory-service';

export const handler = defineHandler(InventoryStock, ({ actor, query }) => stockPage(actor, query));
