/** Work-order handler assignments (docs/decisions/0019). */
import { PERMISSIONS } from '../permissions/permissions';
import * as handler from '../schemas/handler';
import { cursorPageOf, noData } from '../api/envelope';
import { defineRoute } from '../api/route';

const P = '/product/handler';
const H = PERMISSIONS.handler;

export const HandlerPage = defineRoute({ id: 'HandlerPage', method: 'GET', path: `${P}/page`, access: H.list, summary: 'Work-order handler assignments in the caller scope, one cursor page', query: handler.handlerPageQuery, response: cursorPageOf(handler.handlerAssignmentRecord) });
export const HandlerInfo = defineRoute({ id: 'HandlerInfo', method: 'GET', path: `${P}/info`, access: H.query, summary: 'One handler assignment by id', query: handler.handlerInfoQuery, response: handler.handlerAssignmentRecord });
export const HandlerAdd = defineRoute({ id: 'HandlerAdd', method: 'POST', path: `${P}/add`, access: H.add, summary: 'Assign a work-order handler to an organization or one of its devices', body: handler.addHandlerBody, log: { module: 'handler', type: 'add' }, response: handler.handlerAssignmentRecord });
export const HandlerUpdate = defineRoute({ id: 'HandlerUpdate', method: 'PUT', path: `${P}/update`, access: H.edit, summary: 'Change the default flag or remark of an assignment', body: handler.updateHandlerBody, log: { module: 'handler', type: 'update' }, response: handler.handlerAssignmentRecord });
export const HandlerDelete = defineRoute({ id: 'HandlerDelete', method: 'DELETE', path: `${P}/delete`, access: H.remove, summary: 'Remove handler assignments (ids=1,2), all or nothing', query: handler.deleteHandlerQuery, log: { module: 'handler', type: 'delete' }, response: noData });
export const HandlerExport = defineRoute({ id: 'HandlerExport', method: 'GET', path: `${P}/export`, access: H.export, summary: 'Handler assignments matching the search as xlsx', query: handler.handlerSearch, file: true, log: { module: 'handler', type: 'export' } });
export const HandlerResolve = defineRoute({ id: 'HandlerResolve', method: 'GET', path: `${P}/resolve`, access: H.query, summary: 'Who handles the work orders of a device (deviceId) or an organization (deptId)', query: handler.handlerResolveQuery, response: handler.handlerResolution });
export const HANDLER_ROUTES = [HandlerPage, HandlerInfo, HandlerAdd, HandlerUpdate, HandlerDelete, HandlerExport, HandlerResolve] as const;
