/** Organizations (departments / clients): a tree scoped to the caller's data scope. */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as dept from '@aed/shared/schemas/dept';
import type { RouteDefinition } from '../../route-types';

export const DEPT_ROUTES = [
  { id: 'DeptList', method: 'GET', path: '/upms/system/dept/list', entry: 'system/dept/get-dept-list', access: PERMISSIONS.dept.list, summary: 'Organizations of the caller\'s scope matching the search (flat, parents first)', query: dept.deptSearch },
  { id: 'DeptInfo', method: 'GET', path: '/upms/system/dept/info', entry: 'system/dept/get-dept-info', access: PERMISSIONS.dept.query, summary: 'One organization by id', query: dept.deptInfoQuery },
  { id: 'DeptTreeSelect', method: 'GET', path: '/upms/system/dept/treeselect', entry: 'system/dept/get-dept-treeselect', access: 'session', summary: 'Enabled organizations of the caller\'s scope as a tree (pickers; wholeSubtree=1 disables those whose subtree is not wholly in scope)', query: dept.deptTreeSelectQuery },
  { id: 'DeptAdd', method: 'POST', path: '/upms/system/dept/add', entry: 'system/dept/post-dept-add', access: PERMISSIONS.dept.add, summary: 'Add an organization', body: dept.addDeptBody, log: { module: 'dept', type: 'add' } },
  { id: 'DeptUpdate', method: 'PUT', path: '/upms/system/dept/update', entry: 'system/dept/put-dept-update', access: PERMISSIONS.dept.edit, summary: 'Update (or move) an organization', body: dept.updateDeptBody, log: { module: 'dept', type: 'update' } },
  { id: 'DeptDelete', method: 'DELETE', path: '/upms/system/dept/delete', entry: 'system/dept/delete-dept', access: PERMISSIONS.dept.remove, summary: 'Delete an organization (deptId=)', query: dept.deleteDeptQuery, log: { module: 'dept', type: 'delete' } },
  { id: 'DeptMailTest', method: 'POST', path: '/upms/system/dept/mailTest', entry: 'system/dept/post-dept-mail-test', access: PERMISSIONS.dept.edit, summary: 'Test the stored mail-server settings (SMTP sends a test message)', body: dept.mailTestBody, log: { module: 'dept', type: 'other' } },
  { id: 'DeptImage', method: 'GET', path: '/upms/system/dept/image/{deptId}/{kind}', entry: 'system/dept/get-dept-image', access: 'session', summary: 'The logo or seal image of an organization in the caller\'s scope (404 when none)', params: dept.deptImageParams, file: true },
  { id: 'DeptImageUpload', method: 'POST', path: '/upms/system/dept/image', entry: 'system/dept/post-dept-image', access: PERMISSIONS.dept.edit, summary: 'Set (or, empty, remove) the logo or seal: png, jpg, tif, tiff up to 5 MB (a data URL, or an uploadId of parts); answers its URL', body: dept.deptImageBody, log: { module: 'dept', type: 'update' } },
  { id: 'DeptImagePart', method: 'POST', path: '/upms/system/dept/image/part', entry: 'system/dept/post-dept-image-part', access: PERMISSIONS.dept.edit, summary: 'One part (3 MB) of a logo or seal too large for one request; part 0 answers the uploadId the next parts and the image call name', body: dept.deptImagePartBody },
  { id: 'DeptExport', method: 'GET', path: '/upms/system/dept/export', entry: 'system/dept/get-dept-export', access: PERMISSIONS.dept.export, summary: 'Organizations matching the search as xlsx', query: dept.deptSearch, file: true, log: { module: 'dept', type: 'export' } },
] as const satisfies readonly RouteDefinition[];
