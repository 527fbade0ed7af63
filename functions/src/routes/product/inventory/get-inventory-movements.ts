import { InventoryMovements } from '@aed/shared/routes/inventory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { movementPage } from '../../../domain/inventory/inventory-service';

export const handler = defineHandler(InventoryMovements, ({ actor, query }) => movementPage(actor, query));
