/** Parameters (system config): the module pattern every admin module follows. */
import { PERMISSIONS } from '../permissions/permissions';
import * as config from '../schemas/config';
import { cursorPageOf, noData } from '../api/envelope';
import { defineRoute } from '../api/route';
import * as z from 'zod';

export const ConfigPage = defineRoute({ id: 'ConfigPage', method: 'GET', path: '/upms/system/config/page', access: PERMISSIONS.config.list, summary: 'Parameters of organizations in scope, one cursor page', query: config.configPageQuery, response: cursorPageOf(config.configRecord) });
export const ConfigInfo = defineRoute({ id: 'ConfigInfo', method: 'GET', path: '/upms/system/config/info', access: PERMISSIONS.config.query, summary: 'One parameter by id', query: config.configInfoQuery, response: config.configRecord });
export const ConfigByKey = defineRoute({ id: 'ConfigByKey', method: 'GET', path: '/upms/system/config/configKey', access: 'session', summary: 'A parameter value by key: public keys (root) to any session, others with the query permission in scope, secrets never', query: config.configKeyQuery, response: z.string() });
export const ConfigAdd = defineRoute({ id: 'ConfigAdd', method: 'POST', path: '/upms/system/config/add', access: PERMISSIONS.config.add, summary: 'Add a parameter to an organization whose whole subtree is in scope', body: config.addConfigBody, log: { module: 'config', type: 'add' }, response: config.configRecord });
export const ConfigUpdate = defineRoute({ id: 'ConfigUpdate', method: 'PUT', path: '/upms/system/config/update', access: PERMISSIONS.config.edit, summary: 'Update a parameter', body: config.updateConfigBody, log: { module: 'config', type: 'update' }, response: config.configRecord });
export const ConfigDelete = defineRoute({ id: 'ConfigDelete', method: 'DELETE', path: '/upms/system/config/delete', access: PERMISSIONS.config.remove, summary: 'Delete parameters (ids=1,2)', query: config.deleteConfigQuery, log: { module: 'config', type: 'delete' }, response: noData });
export const ConfigExport = defineRoute({ id: 'ConfigExport', method: 'GET', path: '/upms/system/config/export', access: PERMISSIONS.config.export, summary: 'Parameters matching the search as xlsx', query: config.configSearch, file: true, log: { module: 'config', type: 'export' } });
export const CONFIG_ROUTES = [ConfigPage, ConfigInfo, ConfigByKey, ConfigAdd, ConfigUpdate, ConfigDelete, ConfigExport] as const;
