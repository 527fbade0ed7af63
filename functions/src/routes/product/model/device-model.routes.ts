/** Device models (platform catalogue, docs/decisions/0013 and 0014). */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as deviceModel from '@aed/shared/schemas/device-model';
import type { RouteDefinition } from '../../route-types';

const P = '/product/model';

export const DEVICE_MODEL_ROUTES = [
  { id: 'DeviceModelPage', method: 'GET', path: `${P}/page`, entry: 'product/model/get-device-model-page', access: PERMISSIONS.deviceModel.list, summary: 'Device models, one page', query: deviceModel.deviceModelPageQuery },
  { id: 'DeviceModelInfo', method: 'GET', path: `${P}/info`, entry: 'product/model/get-device-model-info', access: PERMISSIONS.deviceModel.query, summary: 'One device model by id', query: deviceModel.deviceModelInfoQuery },
  { id: 'DeviceModelOptions', method: 'GET', path: `${P}/optionselect`, entry: 'product/model/get-device-model-options', access: 'session', summary: 'Enabled models of enabled types for selectors (typeId narrows)', query: deviceModel.deviceModelOptionQuery },
  { id: 'DeviceModelAdd', method: 'POST', path: `${P}/add`, entry: 'product/model/post-device-model-add', access: PERMISSIONS.deviceModel.add, summary: 'Add a device model', body: deviceModel.addDeviceModelBody, log: { module: 'deviceModel', type: 'add' } },
  { id: 'DeviceModelUpdate', method: 'PUT', path: `${P}/update`, entry: 'product/model/put-device-model-update', access: PERMISSIONS.deviceModel.edit, summary: 'Update a device model', body: deviceModel.updateDeviceModelBody, log: { module: 'deviceModel', type: 'update' } },
  { id: 'DeviceModelDelete', method: 'DELETE', path: `${P}/delete`, entry: 'product/model/delete-device-model', access: PERMISSIONS.deviceModel.remove, summary: 'Delete device models not in use (ids=1,2)', query: deviceModel.deleteDeviceModelQuery, log: { module: 'deviceModel', type: 'delete' } },
  { id: 'DeviceModelExport', method: 'GET', path: `${P}/export`, entry: 'product/model/get-device-model-export', access: PERMISSIONS.deviceModel.export, summary: 'Device models matching the search as xlsx', query: deviceModel.deviceModelSearch, file: true, log: { module: 'deviceModel', type: 'export' } },
] as const satisfies readonly RouteDefinition[];
