import { InventoryMovementExport } from '@aed/shared/routes/inventory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportMovements } from '../../../domain/inventory/inventory-export';

export const handler = defineHandler(InventoryMovementExport, async ({ actor, query, event }) => exportMovements(actor, query, await callerLanguage(event, actor)));
