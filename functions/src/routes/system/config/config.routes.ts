/** Parameters (system config): the module pattern every admin module follows. */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as config from '@aed/shared/schemas/config';
import type { RouteDefinition } from '../../route-types';

export const CONFIG_ROUTES = [
  { id: 'ConfigPage', method: 'GET', path: '/upms/system/config/page', entry: 'system/config/get-config-page', access: PERMISSIONS.config.list, summary: 'Parameters of organizations in scope, one cursor page', query: config.configPageQuery },
  { id: 'ConfigInfo', method: 'GET', path: '/upms/system/config/info', entry: 'system/config/get-config-info', access: PERMISSIONS.config.query, summary: 'One parameter by id', query: config.configInfoQuery },
  { id: 'ConfigByKey', method: 'GET', path: '/upms/system/config/configKey', entry: 'system/config/get-config-by-key', access: 'session', summary: 'A parameter value by key: public keys (root) to any session, others with the query permission in scope, secrets never', query: config.configKeyQuery },
  { id: 'ConfigAdd', method: 'POST', path: '/upms/system/config/add', entry: 'system/config/post-config-add', access: PERMISSIONS.config.add, summary: 'Add a parameter to an organization whose whole subtree is in scope', body: config.addConfigBody, log: { module: 'config', type: 'add' } },
  { id: 'ConfigUpdate', method: 'PUT', path: '/upms/system/config/update', entry: 'system/config/put-config-update', access: PERMISSIONS.config.edit, summary: 'Update a parameter', body: config.updateConfigBody, log: { module: 'config', type: 'update' } },
  { id: 'ConfigDelete', method: 'DELETE', path: '/upms/system/config/delete', entry: 'system/config/delete-config', access: PERMISSIONS.config.remove, summary: 'Delete parameters (ids=1,2)', query: config.deleteConfigQuery, log: { module: 'config', type: 'delete' } },
  { id: 'ConfigExport', method: 'GET', path: '/upms/system/config/export', entry: 'system/config/get-config-export', access: PERMISSIONS.config.export, summary: 'Parameters matching the search as xlsx', query: config.configSearch, file: true, log: { module: 'config', type: 'export' } },
] as const satisfies readonly RouteDefinition[];
