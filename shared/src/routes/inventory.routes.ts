/** Inventory (Product management; docs/decisions/0013, 0021): stock and movements, read only, derived from devices. */
import { PERMISSIONS } from '../permissions/permissions';
import * as inventory from '../schemas/inventory';
import { cursorPageOf, pageOf } from '../api/envelope';
import { catalogueFilterOptions } from '../schemas/device-model';
import { defineRoute } from '../api/route';

const P = '/product/inventory';

export const InventoryStock = defineRoute({ id: 'InventoryStock', method: 'GET', path: `${P}/stock`, access: PERMISSIONS.inventory.list, summary: 'Stock per organization and model (sale statuses, enabled split), one page, with organization and grand totals', query: inventory.stockPageQuery, response: inventory.stockPage });
export const InventoryStockExport = defineRoute({ id: 'InventoryStockExport', method: 'GET', path: `${P}/stock/export`, access: PERMISSIONS.inventory.export, summary: 'Stock matching the search as xlsx, with organization and grand totals', query: inventory.stockSearch, file: true, log: { module: 'inventory', type: 'export' } });
export const InventoryMovements = defineRoute({ id: 'InventoryMovements', method: 'GET', path: `${P}/movements`, access: PERMISSIONS.inventory.list, summary: 'Stock movement lines, one cursor page (per organization newest first)', query: inventory.movementPageQuery, response: cursorPageOf(inventory.inventoryMovementRow) });
export const InventoryMovementExport = defineRoute({ id: 'InventoryMovementExport', method: 'GET', path: `${P}/movements/export`, access: PERMISSIONS.inventory.export, summary: 'Stock movement lines matching the search as xlsx', query: inventory.movementSearch, file: true, log: { module: 'inventory', type: 'export' } });
export const InventoryDeviceMovements = defineRoute({ id: 'InventoryDeviceMovements', method: 'GET', path: `${P}/device/movements`, access: PERMISSIONS.inventory.list, summary: "A device's movement history (lines of organizations in the caller's scope), newest first", query: inventory.deviceMovementQuery, response: pageOf(inventory.inventoryMovementRow) });
export const InventoryOptions = defineRoute({ id: 'InventoryOptions', method: 'GET', path: `${P}/options`, access: PERMISSIONS.inventory.list, summary: 'Product types and models of the catalogue (disabled ones too) for the inventory filters', response: catalogueFilterOptions });
export const INVENTORY_ROUTES = [InventoryStock, InventoryStockExport, InventoryMovements, InventoryMovementExport, InventoryDeviceMovements, InventoryOptions] as const;
