/** Monitoring item presets (Product management, docs/decisions/0015). */
import { PERMISSIONS } from '../permissions/permissions';
import * as monitorItem from '../schemas/monitor-item';
import { noData, pageOf } from '../api/envelope';
import * as z from 'zod';
import { defineRoute } from '../api/route';

const P = '/product/monitorItem';

export const MonitorItemPage = defineRoute({ id: 'MonitorItemPage', method: 'GET', path: `${P}/page`, access: PERMISSIONS.monitorItem.list, summary: 'Monitoring item presets, one page', query: monitorItem.monitorItemPageQuery, response: pageOf(monitorItem.monitorItemRecord) });
export const MonitorItemInfo = defineRoute({ id: 'MonitorItemInfo', method: 'GET', path: `${P}/info`, access: PERMISSIONS.monitorItem.query, summary: 'One monitoring item preset with its lighting rules', query: monitorItem.monitorItemInfoQuery, response: monitorItem.monitorItemRecord });
export const MonitorItemOptions = defineRoute({ id: 'MonitorItemOptions', method: 'GET', path: `${P}/options`, access: 'session', summary: 'Enabled monitoring items for the device form', response: z.array(monitorItem.monitorItemOption) });
export const MonitorItemAdd = defineRoute({ id: 'MonitorItemAdd', method: 'POST', path: `${P}/add`, access: PERMISSIONS.monitorItem.add, summary: 'Add a monitoring item preset', body: monitorItem.addMonitorItemBody, log: { module: 'monitorItem', type: 'add' }, response: monitorItem.monitorItemRecord });
export const MonitorItemUpdate = defineRoute({ id: 'MonitorItemUpdate', method: 'PUT', path: `${P}/update`, access: PERMISSIONS.monitorItem.edit, summary: 'Update a monitoring item preset', body: monitorItem.updateMonitorItemBody, log: { module: 'monitorItem', type: 'update' }, response: monitorItem.monitorItemRecord });
export const MonitorItemDelete = defineRoute({ id: 'MonitorItemDelete', method: 'DELETE', path: `${P}/delete`, access: PERMISSIONS.monitorItem.remove, summary: 'Delete monitoring item presets (ids=1,2)', query: monitorItem.deleteMonitorItemQuery, log: { module: 'monitorItem', type: 'delete' }, response: noData });
export const MonitorItemExport = defineRoute({ id: 'MonitorItemExport', method: 'GET', path: `${P}/export`, access: PERMISSIONS.monitorItem.export, summary: 'Monitoring item presets matching the search as xlsx', query: monitorItem.monitorItemSearch, file: true, log: { module: 'monitorItem', type: 'export' } });
export const MONITOR_ITEM_ROUTES = [MonitorItemPage, MonitorItemInfo, MonitorItemOptions, MonitorItemAdd, MonitorItemUpdate, MonitorItemDelete, MonitorItemExport] as const;
