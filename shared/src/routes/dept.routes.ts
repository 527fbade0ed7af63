/** Organizations (departments / clients): a tree scoped to the caller's data scope. */
import { PERMISSIONS } from '../permissions/permissions';
import * as dept from '../schemas/dept';
import { noData } from '../api/envelope';
import { defineRoute } from '../api/route';
import * as z from 'zod';

export const DeptList = defineRoute({ id: 'DeptList', method: 'GET', path: '/upms/system/dept/list', access: PERMISSIONS.dept.list, summary: 'Organizations of the caller\'s scope matching the search (flat, parents first)', query: dept.deptSearch, response: z.array(dept.deptRecord) });
export const DeptInfo = defineRoute({ id: 'DeptInfo', method: 'GET', path: '/upms/system/dept/info', access: PERMISSIONS.dept.query, summary: 'One organization by id', query: dept.deptInfoQuery, response: dept.deptRecord });
export const DeptTreeSelect = defineRoute({ id: 'DeptTreeSelect', method: 'GET', path: '/upms/system/dept/treeselect', access: 'session', summary: 'Enabled organizations of the caller\'s scope as a tree (pickers; wholeSubtree=1 disables those whose subtree is not wholly in scope)', query: dept.deptTreeSelectQuery, response: z.array(dept.deptTreeNode) });
export const DeptAdd = defineRoute({ id: 'DeptAdd', method: 'POST', path: '/upms/system/dept/add', access: PERMISSIONS.dept.add, summary: 'Add an organization', body: dept.addDeptBody, log: { module: 'dept', type: 'add' }, response: dept.deptRecord });
export const DeptUpdate = defineRoute({ id: 'DeptUpdate', method: 'PUT', path: '/upms/system/dept/update', access: PERMISSIONS.dept.edit, summary: 'Update (or move) an organization', body: dept.updateDeptBody, log: { module: 'dept', type: 'update' }, response: dept.deptRecord });
export const DeptDelete = defineRoute({ id: 'DeptDelete', method: 'DELETE', path: '/upms/system/dept/delete', access: PERMISSIONS.dept.remove, summary: 'Delete an organization (deptId=)', query: dept.deleteDeptQuery, log: { module: 'dept', type: 'delete' }, response: noData });
export const DeptMailTest = defineRoute({ id: 'DeptMailTest', method: 'POST', path: '/upms/system/dept/mailTest', access: PERMISSIONS.dept.edit, summary: 'Test the stored mail-server settings (SMTP sends a test message)', body: dept.mailTestBody, log: { module: 'dept', type: 'other' }, response: dept.mailTestResult });
export const DeptImage = defineRoute({ id: 'DeptImage', method: 'GET', path: '/upms/system/dept/image/{deptId}/{kind}', access: 'session', summary: 'The logo or seal image of an organization in the caller\'s scope (404 when none)', params: dept.deptImageParams, file: true });
export const DeptImageUpload = defineRoute({ id: 'DeptImageUpload', method: 'POST', path: '/upms/system/dept/image', access: PERMISSIONS.dept.edit, summary: 'Set (or, empty, remove) the logo or seal: png, jpg, tif, tiff up to 5 MB (a data URL, or an uploadId of parts); answers its URL', body: dept.deptImageBody, log: { module: 'dept', type: 'update' }, response: dept.deptImageResult });
export const DeptImagePart = defineRoute({ id: 'DeptImagePart', method: 'POST', path: '/upms/system/dept/image/part', access: PERMISSIONS.dept.edit, summary: 'One part (3 MB) of a logo or seal too large for one request; part 0 answers the uploadId the next parts and the image call name', body: dept.deptImagePartBody, response: dept.deptImagePartResult });
export const DeptExport = defineRoute({ id: 'DeptExport', method: 'GET', path: '/upms/system/dept/export', access: PERMISSIONS.dept.export, summary: 'Organizations matching the search as xlsx', query: dept.deptSearch, file: true, log: { module: 'dept', type: 'export' } });
export const DEPT_ROUTES = [DeptList, DeptInfo, DeptTreeSelect, DeptAdd, DeptUpdate, DeptDelete, DeptMailTest, DeptImage, DeptImageUpload, DeptImagePart, DeptExport] as const;
