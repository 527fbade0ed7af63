/** Monitoring item presets (Product management, docs/decisions/0015). */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as monitorItem from '@aed/shared/schemas/monitor-item';
import type { RouteDefinition } from '../../route-types';

const P = '/product/monitorItem';

export const MONITOR_ITEM_ROUTES = [
  { id: 'MonitorItemPage', method: 'GET', path: `${P}/page`, entry: 'product/monitor-item/get-monitor-item-page', access: PERMISSIONS.monitorItem.list, summary: 'Monitoring item presets, one page', query: monitorItem.monitorItemPageQuery },
  { id: 'MonitorItemInfo', method: 'GET', path: `${P}/info`, entry: 'product/monitor-item/get-monitor-item-info', access: PERMISSIONS.monitorItem.query, summary: 'One monitoring item preset with its lighting rules', query: monitorItem.monitorItemInfoQuery },
  { id: 'MonitorItemOptions', method: 'GET', path: `${P}/options`, entry: 'product/monitor-item/get-monitor-item-options', access: 'session', summary: 'Enabled monitoring items for the device form' },
  { id: 'MonitorItemAdd', method: 'POST', path: `${P}/add`, entry: 'product/monitor-item/post-monitor-item-add', access: PERMISSIONS.monitorItem.add, summary: 'Add a monitoring item preset', body: monitorItem.addMonitorItemBody, log: { module: 'monitorItem', type: 'add' } },
  { id: 'MonitorItemUpdate', method: 'PUT', path: `${P}/update`, entry: 'product/monitor-item/put-monitor-item-update', access: PERMISSIONS.monitorItem.edit, summary: 'Update a monitoring item preset', body: monitorItem.updateMonitorItemBody, log: { module: 'monitorItem', type: 'update' } },
  { id: 'MonitorItemDelete', method: 'DELETE', path: `${P}/delete`, entry: 'product/monitor-item/delete-monitor-item', access: PERMISSIONS.monitorItem.remove, summary: 'Delete monitoring item presets (ids=1,2)', query: monitorItem.deleteMonitorItemQuery, log: { module: 'monitorItem', type: 'delete' } },
  { id: 'MonitorItemExport', method: 'GET', path: `${P}/export`, entry: 'product/monitor-item/get-monitor-item-export', access: PERMISSIONS.monitorItem.export, summary: 'Monitoring item presets matching the search as xlsx', query: monitorItem.monitorItemSearch, file: true, log: { module: 'monitorItem', type: 'export' } },
] as const satisfies readonly RouteDefinition[];
