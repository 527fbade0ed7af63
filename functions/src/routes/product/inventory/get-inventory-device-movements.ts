import { InventoryDeviceMovements } from '@aed/shared/routes/inventory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { deviceMovements } from '../../../domain/inventory/inventory-service';

export const handler = defineHandler(InventoryDeviceMovements, ({ actor, query }) => deviceMovements(actor, query.deviceId));
