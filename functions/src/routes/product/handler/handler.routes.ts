/** Work-order handler assignments (docs/decisions/0019). */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as handler from '@aed/shared/schemas/handler';
import type { RouteDefinition } from '../../route-types';

const P = '/product/handler';
const H = PERMISSIONS.handler;

export const HANDLER_ROUTES = [
  { id: 'HandlerPage', method: 'GET', path: `${P}/page`, entry: 'product/handler/get-handler-page', access: H.list, summary: 'Work-order handler assignments in the caller scope, one cursor page', query: handler.handlerPageQuery },
  { id: 'HandlerInfo', method: 'GET', path: `${P}/info`, entry: 'product/handler/get-handler-info', access: H.query, summary: 'One handler assignment by id', query: handler.handlerInfoQuery },
  { id: 'HandlerAdd', method: 'POST', path: `${P}/add`, entry: 'product/handler/post-handler-add', access: H.add, summary: 'Assign a work-order handler to an organization or one of its devices', body: handler.addHandlerBody, log: { module: 'handler', type: 'add' } },
  { id: 'HandlerUpdate', method: 'PUT', path: `${P}/update`, entry: 'product/handler/put-handler-update', access: H.edit, summary: 'Change the default flag or remark of an assignment', body: handler.updateHandlerBody, log: { module: 'handler', type: 'update' } },
  { id: 'HandlerDelete', method: 'DELETE', path: `${P}/delete`, entry: 'product/handler/delete-handler', access: H.remove, summary: 'Remove handler assignments (ids=1,2), all or nothing', query: handler.deleteHandlerQuery, log: { module: 'handler', type: 'delete' } },
  { id: 'HandlerExport', method: 'GET', path: `${P}/export`, entry: 'product/handler/get-handler-export', access: H.export, summary: 'Handler assignments matching the search as xlsx', query: handler.handlerSearch, file: true, log: { module: 'handler', type: 'export' } },
  { id: 'HandlerResolve', method: 'GET', path: `${P}/resolve`, entry: 'product/handler/get-handler-resolve', access: H.query, summary: 'Who handles the work orders of a device (deviceId) or an organization (deptId)', query: handler.handlerResolveQuery },
] as const satisfies readonly RouteDefinition[];
