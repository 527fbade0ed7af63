/** Inventory (Product management; docs/decisions/0013, 0021): stock and movements, read only, derived from devices. */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as inventory from '@aed/shared/schemas/inventory';
import type { RouteDefinition } from '../../route-types';

const P = '/product/inventory';

export const INVENTORY_ROUTES = [
  { id: 'InventoryStock', method: 'GET', path: `${P}/stock`, entry: 'product/inventory/get-inventory-stock', access: PERMISSIONS.inventory.list, summary: 'Stock per organization and model (sale statuses, enabled split), one page, with organization and grand totals', query: inventory.stockPageQuery },
  { id: 'InventoryStockExport', method: 'GET', path: `${P}/stock/export`, entry: 'product/inventory/get-inventory-stock-export', access: PERMISSIONS.inventory.export, summary: 'Stock matching the search as xlsx, with organization and grand totals', query: inventory.stockSearch, file: true, log: { module: 'inventory', type: 'export' } },
  { id: 'InventoryMovements', method: 'GET', path: `${P}/movements`, entry: 'product/inventory/get-inventory-movements', access: PERMISSIONS.inventory.list, summary: 'Stock movement lines, one cursor page (per organization newest first)', query: inventory.movementPageQuery },
  { id: 'InventoryMovementExport', method: 'GET', path: `${P}/movements/export`, entry: 'product/inventory/get-inventory-movement-export', access: PERMISSIONS.inventory.export, summary: 'Stock movement lines matching the search as xlsx', query: inventory.movementSearch, file: true, log: { module: 'inventory', type: 'export' } },
  { id: 'InventoryDeviceMovements', method: 'GET', path: `${P}/device/movements`, entry: 'product/inventory/get-inventory-device-movements', access: PERMISSIONS.inventory.list, summary: "A device's movement history (lines of organizations in the caller's scope), newest first", query: inventory.deviceMovementQuery },
  { id: 'InventoryOptions', method: 'GET', path: `${P}/options`, entry: 'product/inventory/get-inventory-options', access: PERMISSIONS.inventory.list, summary: 'Product types and models of the catalogue (disabled ones too) for the inventory filters' },
] as const satisfies readonly RouteDefinition[];
