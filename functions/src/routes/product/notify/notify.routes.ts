/** Persons to notify on abnormal events (docs/decisions/0019). */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as notify from '@aed/shared/schemas/notify';
import type { RouteDefinition } from '../../route-types';

const P = '/product/notify';
const N = PERMISSIONS.notify;

export const NOTIFY_ROUTES = [
  { id: 'NotifyPage', method: 'GET', path: `${P}/page`, entry: 'product/notify/get-notify-page', access: N.list, summary: 'Notify persons in the caller scope, one cursor page', query: notify.notifyPersonPageQuery },
  { id: 'NotifyInfo', method: 'GET', path: `${P}/info`, entry: 'product/notify/get-notify-info', access: N.query, summary: 'One notify person by id', query: notify.notifyPersonInfoQuery },
  { id: 'NotifyAdd', method: 'POST', path: `${P}/add`, entry: 'product/notify/post-notify-add', access: N.add, summary: 'Add a person to notify for an organization or one of its devices', body: notify.addNotifyPersonBody, log: { module: 'notify', type: 'add' } },
  { id: 'NotifyUpdate', method: 'PUT', path: `${P}/update`, entry: 'product/notify/put-notify-update', access: N.edit, summary: 'Update a notify person', body: notify.updateNotifyPersonBody, log: { module: 'notify', type: 'update' } },
  { id: 'NotifyDelete', method: 'DELETE', path: `${P}/delete`, entry: 'product/notify/delete-notify', access: N.remove, summary: 'Delete notify persons (ids=1,2), all or nothing', query: notify.deleteNotifyPersonQuery, log: { module: 'notify', type: 'delete' } },
  { id: 'NotifyExport', method: 'GET', path: `${P}/export`, entry: 'product/notify/get-notify-export', access: N.export, summary: 'Notify persons matching the search as xlsx', query: notify.notifyPersonSearch, file: true, log: { module: 'notify', type: 'export' } },
  { id: 'BindingDeviceOptions', method: 'GET', path: `${P}/deviceOptions`, entry: 'product/notify/get-binding-device-options', access: 'session', summary: 'Devices of an organization and below in the caller scope (picker of the notify person and handler forms)', query: notify.bindingDeviceOptionsQuery },
  { id: 'NotifyResolve', method: 'GET', path: `${P}/resolve`, entry: 'product/notify/get-notify-resolve', access: N.query, summary: 'Who is notified for a device (deviceId) or an organization (deptId)', query: notify.notifyResolveQuery },
] as const satisfies readonly RouteDefinition[];
