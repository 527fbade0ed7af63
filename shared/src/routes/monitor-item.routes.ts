/** Monitoring item presets (Product management, docs/decisions/0015). */
import { PERMISSIONS } from '../permissions/permissions';
import * as monitorItem from '../schemas/monitor-item';
import { defineRoute } from '../api/route';

const P = '/product/monitorItem';

export const MonitorItemPage = defineRoute({ id: 'MonitorItemPage', method: 'GET', path: `${P}/page`, access: PERMISSIONS.monitorItem.list, summary: 'Monitoring item presets, one page', query: monitorItem.monitorItemPageQuery });
export const MonitorItemInfo = defineRoute({ id: 'MonitorItemInfo', method: 'GET', path: `${P}/info`, access: PERMISSIONS.monitorItem.query, summary: 'One monitoring item preset with its lighting rules', query: monitorItem.monitorItemInfoQuery });
export const MonitorItemOptions = defineRoute({ id: 'MonitorItemOptions', method: 'GET', path: `${P}/options`, access: 'session', summary: 'Enabled monitoring items for the device form' });
export const MonitorItemAdd = defineRoute({ id: 'MonitorItemAdd', method: 'POST', path: `${P}/add`, access: PERMISSIONS.monitorItem.add, summary: 'Add a monitoring item preset', body: monitorItem.addMonitorItemBody, log: { module: 'monitorItem', type: 'add' } });
export const MonitorItemUpdate = defineRoute({ id: 'MonitorItemUpdate', method: 'PUT', path: `${P}/update`, access: PERMISSIONS.monitorItem.edit, summary: 'Update a monitoring item preset', body: monitorItem.updateMonitorItemBody, log: { module: 'monitorItem', type: 'update' } });
export const MonitorItemDelete = defineRoute({ id: 'MonitorItemDelete', method: 'DELETE', path: `${P}/delete`, access: PERMISSIONS.monitorItem.remove, summary: 'Delete monitoring item presets (ids=1,2)', query: monitorItem.deleteMonitorItemQuery, log: { module: 'monitorItem', type: 'delete' } });
export const MonitorItemExport = defineRoute({ id: 'MonitorItemExport', method: 'GET', path: `${P}/export`, access: PERMISSIONS.monitorItem.export, summary: 'Monitoring item presets matching the search as xlsx', query: monitorItem.monitorItemSearch, file: true, log: { module: 'monitorItem', type: 'export' } });
export const MONITOR_ITEM_ROUTES = [MonitorItemPage, MonitorItemInfo, MonitorItemOptions, MonitorItemAdd, MonitorItemUpdate, MonitorItemDelete, MonitorItemExport] as const;
