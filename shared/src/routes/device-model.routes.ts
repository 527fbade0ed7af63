/** Device models (platform catalogue, docs/decisions/0013 and 0014). */
import { PERMISSIONS } from '../permissions/permissions';
import * as deviceModel from '../schemas/device-model';
import { noData, pageOf } from '../api/envelope';
import * as z from 'zod';
import { defineRoute } from '../api/route';

const P = '/product/model';

export const DeviceModelPage = defineRoute({ id: 'DeviceModelPage', method: 'GET', path: `${P}/page`, access: PERMISSIONS.deviceModel.list, summary: 'Device models, one page', query: deviceModel.deviceModelPageQuery, response: pageOf(deviceModel.deviceModelRow) });
export const DeviceModelInfo = defineRoute({ id: 'DeviceModelInfo', method: 'GET', path: `${P}/info`, access: PERMISSIONS.deviceModel.query, summary: 'One device model by id', query: deviceModel.deviceModelInfoQuery, response: deviceModel.deviceModelRow });
export const DeviceModelOptions = defineRoute({ id: 'DeviceModelOptions', method: 'GET', path: `${P}/optionselect`, access: 'session', summary: 'Enabled models of enabled types for selectors (typeId narrows)', query: deviceModel.deviceModelOptionQuery, response: z.array(deviceModel.deviceModelOption) });
export const DeviceModelAdd = defineRoute({ id: 'DeviceModelAdd', method: 'POST', path: `${P}/add`, access: PERMISSIONS.deviceModel.add, summary: 'Add a device model', body: deviceModel.addDeviceModelBody, log: { module: 'deviceModel', type: 'add' }, response: deviceModel.deviceModelRow });
export const DeviceModelUpdate = defineRoute({ id: 'DeviceModelUpdate', method: 'PUT', path: `${P}/update`, access: PERMISSIONS.deviceModel.edit, summary: 'Update a device model', body: deviceModel.updateDeviceModelBody, log: { module: 'deviceModel', type: 'update' }, response: deviceModel.deviceModelRow });
export const DeviceModelDelete = defineRoute({ id: 'DeviceModelDelete', method: 'DELETE', path: `${P}/delete`, access: PERMISSIONS.deviceModel.remove, summary: 'Delete device models not in use (ids=1,2)', query: deviceModel.deleteDeviceModelQuery, log: { module: 'deviceModel', type: 'delete' }, response: noData });
export const DeviceModelExport = defineRoute({ id: 'DeviceModelExport', method: 'GET', path: `${P}/export`, access: PERMISSIONS.deviceModel.export, summary: 'Device models matching the search as xlsx', query: deviceModel.deviceModelSearch, file: true, log: { module: 'deviceModel', type: 'export' } });
export const DEVICE_MODEL_ROUTES = [DeviceModelPage, DeviceModelInfo, DeviceModelOptions, DeviceModelAdd, DeviceModelUpdate, DeviceModelDelete, DeviceModelExport] as const;
