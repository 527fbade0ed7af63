/** Persons to notify on abnormal events (docs/decisions/0019). */
import { PERMISSIONS } from '../permissions/permissions';
import * as notify from '../schemas/notify';
import { cursorPageOf, noData } from '../api/envelope';
import * as z from 'zod';
import { defineRoute } from '../api/route';

const P = '/product/notify';
const N = PERMISSIONS.notify;

export const NotifyPage = defineRoute({ id: 'NotifyPage', method: 'GET', path: `${P}/page`, access: N.list, summary: 'Notify persons in the caller scope, one cursor page', query: notify.notifyPersonPageQuery, response: cursorPageOf(notify.notifyPersonRecord) });
export const NotifyInfo = defineRoute({ id: 'NotifyInfo', method: 'GET', path: `${P}/info`, access: N.query, summary: 'One notify person by id', query: notify.notifyPersonInfoQuery, response: notify.notifyPersonRecord });
export const NotifyAdd = defineRoute({ id: 'NotifyAdd', method: 'POST', path: `${P}/add`, access: N.add, summary: 'Add a person to notify for an organization or one of its devices', body: notify.addNotifyPersonBody, log: { module: 'notify', type: 'add' }, response: notify.notifyPersonRecord });
export const NotifyUpdate = defineRoute({ id: 'NotifyUpdate', method: 'PUT', path: `${P}/update`, access: N.edit, summary: 'Update a notify person', body: notify.updateNotifyPersonBody, log: { module: 'notify', type: 'update' }, response: notify.notifyPersonRecord });
export const NotifyDelete = defineRoute({ id: 'NotifyDelete', method: 'DELETE', path: `${P}/delete`, access: N.remove, summary: 'Delete notify persons (ids=1,2), all or nothing', query: notify.deleteNotifyPersonQuery, log: { module: 'notify', type: 'delete' }, response: noData });
export const NotifyExport = defineRoute({ id: 'NotifyExport', method: 'GET', path: `${P}/export`, access: N.export, summary: 'Notify persons matching the search as xlsx', query: notify.notifyPersonSearch, file: true, log: { module: 'notify', type: 'export' } });
export const BindingDeviceOptions = defineRoute({ id: 'BindingDeviceOptions', method: 'GET', path: `${P}/deviceOptions`, access: 'session', summary: 'Devices of an organization and below in the caller scope (picker of the notify person and handler forms)', query: notify.bindingDeviceOptionsQuery, response: z.array(notify.bindingDeviceOption) });
export const NotifyResolve = defineRoute({ id: 'NotifyResolve', method: 'GET', path: `${P}/resolve`, access: N.query, summary: 'Who is notified for a device (deviceId) or an organization (deptId)', query: notify.notifyResolveQuery, response: notify.notifyResolution });
export const NOTIFY_ROUTES = [NotifyPage, NotifyInfo, NotifyAdd, NotifyUpdate, NotifyDelete, NotifyExport, BindingDeviceOptions, NotifyResolve] as const;
