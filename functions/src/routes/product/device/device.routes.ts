/** Devices (product basic information, docs/decisions/0013 and 0018). */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as device from '@aed/shared/schemas/device';
import { importFileBody, importProcessBody } from '@aed/shared/schemas/import';
import type { RouteDefinition } from '../../route-types';

const P = '/product/device';
const D = PERMISSIONS.device;

export const DEVICE_ROUTES = [
  { id: 'DevicePage', method: 'GET', path: `${P}/page`, entry: 'product/device/get-device-page', access: D.list, summary: 'Devices in the caller scope, one cursor page (total from tallies; null with a keyword)', query: device.devicePageQuery },
  { id: 'DeviceInfo', method: 'GET', path: `${P}/info`, entry: 'product/device/get-device-info', access: D.query, summary: 'One device with its monitoring items', query: device.deviceInfoQuery },
  { id: 'DeviceHistory', method: 'GET', path: `${P}/history`, entry: 'product/device/get-device-history', access: D.query, summary: 'Stock movements of one device (sales history, location changes)', query: device.deviceHistoryQuery },
  { id: 'DeviceAdd', method: 'POST', path: `${P}/add`, entry: 'product/device/post-device-add', access: D.add, summary: 'Register a device (also copy)', body: device.addDeviceBody, log: { module: 'device', type: 'add' } },
  { id: 'DeviceUpdate', method: 'PUT', path: `${P}/update`, entry: 'product/device/put-device-update', access: D.edit, summary: 'Modify a device', body: device.updateDeviceBody, log: { module: 'device', type: 'update' } },
  { id: 'DeviceDelete', method: 'DELETE', path: `${P}/delete`, entry: 'product/device/delete-device', access: D.remove, summary: 'Delete devices without sales records (ids=1,2), all or nothing', query: device.deleteDeviceQuery, log: { module: 'device', type: 'delete' } },
  { id: 'DeviceChangeStatus', method: 'PUT', path: `${P}/changeStatus`, entry: 'product/device/put-device-change-status', access: D.status, summary: 'Enable (0) or disable (1) devices, all or nothing', body: device.changeDeviceStatusBody, log: { module: 'device', type: 'update' } },
  { id: 'DeviceExport', method: 'GET', path: `${P}/export`, entry: 'product/device/get-device-export', access: D.export, summary: 'Devices matching the search as xlsx', query: device.deviceSearch, file: true, log: { module: 'device', type: 'export' } },
  { id: 'DeviceImportTemplate', method: 'GET', path: `${P}/importTemplate`, entry: 'product/device/get-device-import-template', access: D.import, summary: 'The xlsx import template', file: true },
  { id: 'DeviceImport', method: 'POST', path: `${P}/importData`, entry: 'product/device/post-device-import', access: D.import, summary: 'Upload an xlsx of devices: checks it and answers row messages; rows are written by importData/process', body: importFileBody, log: { module: 'device', type: 'import' } },
  { id: 'DeviceImportProcess', method: 'POST', path: `${P}/importData/process`, entry: 'product/device/post-device-import-process', access: D.import, summary: 'Write the next batch of a device import; repeat until done', body: importProcessBody },
  { id: 'DeviceFilterOptions', method: 'GET', path: `${P}/filterOptions`, entry: 'product/device/get-device-filter-options', access: D.list, summary: 'Every product type and model, disabled ones too, for the device list filters' },
] as const satisfies readonly RouteDefinition[];
