/** Devices (product basic information, docs/decisions/0013 and 0018). */
import { PERMISSIONS } from '../permissions/permissions';
import * as device from '../schemas/device';
import { importFileBody, importProcessBody, importProgress } from '../schemas/import';
import { cursorPageOf, noData } from '../api/envelope';
import { catalogueFilterOptions } from '../schemas/device-model';
import * as z from 'zod';
import { defineRoute } from '../api/route';

const P = '/product/device';
const D = PERMISSIONS.device;

export const DevicePage = defineRoute({ id: 'DevicePage', method: 'GET', path: `${P}/page`, access: D.list, summary: 'Devices in the caller scope, one cursor page (total from tallies; null with a keyword)', query: device.devicePageQuery, response: cursorPageOf(device.deviceRecord) });
export const DeviceInfo = defineRoute({ id: 'DeviceInfo', method: 'GET', path: `${P}/info`, access: D.query, summary: 'One device with its monitoring items', query: device.deviceInfoQuery, response: device.deviceDetails });
export const DeviceHistory = defineRoute({ id: 'DeviceHistory', method: 'GET', path: `${P}/history`, access: D.query, summary: 'Stock movements of one device (sales history, location changes)', query: device.deviceHistoryQuery, response: z.array(device.deviceHistoryRow) });
export const DeviceAdd = defineRoute({ id: 'DeviceAdd', method: 'POST', path: `${P}/add`, access: D.add, summary: 'Register a device (also copy)', body: device.addDeviceBody, log: { module: 'device', type: 'add' }, response: device.deviceRecord });
export const DeviceUpdate = defineRoute({ id: 'DeviceUpdate', method: 'PUT', path: `${P}/update`, access: D.edit, summary: 'Modify a device', body: device.updateDeviceBody, log: { module: 'device', type: 'update' }, response: device.deviceRecord });
export const DeviceDelete = defineRoute({ id: 'DeviceDelete', method: 'DELETE', path: `${P}/delete`, access: D.remove, summary: 'Delete devices without sales records (ids=1,2), all or nothing', query: device.deleteDeviceQuery, log: { module: 'device', type: 'delete' }, response: noData });
export const DeviceChangeStatus = defineRoute({ id: 'DeviceChangeStatus', method: 'PUT', path: `${P}/changeStatus`, access: D.status, summary: 'Enable (0) or disable (1) devices, all or nothing', body: device.changeDeviceStatusBody, log: { module: 'device', type: 'update' }, response: noData });
export const DeviceExport = defineRoute({ id: 'DeviceExport', method: 'GET', path: `${P}/export`, access: D.export, summary: 'Devices matching the search as xlsx', query: device.deviceSearch, file: true, log: { module: 'device', type: 'export' } });
export const DeviceImportTemplate = defineRoute({ id: 'DeviceImportTemplate', method: 'GET', path: `${P}/importTemplate`, access: D.import, summary: 'The xlsx import template', file: true });
export const DeviceImport = defineRoute({ id: 'DeviceImport', method: 'POST', path: `${P}/importData`, access: D.import, summary: 'Upload an xlsx of devices: checks it and answers row messages; rows are written by importData/process', body: importFileBody, log: { module: 'device', type: 'import' }, response: importProgress });
export const DeviceImportProcess = defineRoute({ id: 'DeviceImportProcess', method: 'POST', path: `${P}/importData/process`, access: D.import, summary: 'Write the next batch of a device import; repeat until done', body: importProcessBody, response: importProgress });
export const DeviceFilterOptions = defineRoute({ id: 'DeviceFilterOptions', method: 'GET', path: `${P}/filterOptions`, access: D.list, summary: 'Every product type and model, disabled ones too, for the device list filters', response: catalogueFilterOptions });
export const DEVICE_ROUTES = [DevicePage, DeviceInfo, DeviceHistory, DeviceAdd, DeviceUpdate, DeviceDelete, DeviceChangeStatus, DeviceExport, DeviceImportTemplate, DeviceImport, DeviceImportProcess, DeviceFilterOptions] as const;
