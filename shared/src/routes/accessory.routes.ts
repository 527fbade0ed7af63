/** Accessory records and consumable records (docs/decisions/0020). */
import { PERMISSIONS } from '../permissions/permissions';
import * as accessory from '../schemas/accessory';
import { cursorPageOf, noData } from '../api/envelope';
import * as z from 'zod';
import { defineRoute } from '../api/route';

const P = '/product/accessory';
const A = PERMISSIONS.accessory;

export const AccessoryPage = defineRoute({ id: 'AccessoryPage', method: 'GET', path: `${P}/page`, access: A.list, summary: 'Accessory and consumable records in scope, one cursor page (total with the first page)', query: accessory.accessoryPageQuery, response: cursorPageOf(accessory.accessoryRecord) });
export const AccessoryInfo = defineRoute({ id: 'AccessoryInfo', method: 'GET', path: `${P}/info`, access: A.query, summary: 'One record by id', query: accessory.accessoryInfoQuery, response: accessory.accessoryRecord });
export const AccessoryByDevice = defineRoute({ id: 'AccessoryByDevice', method: 'GET', path: `${P}/device`, access: A.list, summary: 'Records installed on a device (history=true: and replaced there)', query: accessory.deviceAccessoriesQuery, response: accessory.deviceAccessories });
export const AccessoryDeviceOptions = defineRoute({ id: 'AccessoryDeviceOptions', method: 'GET', path: `${P}/deviceOptions`, access: A.list, summary: 'Devices a record of an organization may be installed on', query: accessory.accessoryDeviceOptionsQuery, response: z.array(accessory.accessoryDeviceOption) });
export const AccessoryAdd = defineRoute({ id: 'AccessoryAdd', method: 'POST', path: `${P}/add`, access: A.add, summary: 'Add a record (installed at once when deviceId is given)', body: accessory.addAccessoryBody, log: { module: 'accessory', type: 'add' }, response: accessory.accessoryRecord });
export const AccessoryUpdate = defineRoute({ id: 'AccessoryUpdate', method: 'PUT', path: `${P}/update`, access: A.edit, summary: 'Update a record', body: accessory.updateAccessoryBody, log: { module: 'accessory', type: 'update' }, response: accessory.accessoryRecord });
export const AccessoryDelete = defineRoute({ id: 'AccessoryDelete', method: 'DELETE', path: `${P}/delete`, access: A.remove, summary: 'Delete records not installed (ids=1,2), all or nothing', query: accessory.deleteAccessoryQuery, log: { module: 'accessory', type: 'delete' }, response: noData });
export const AccessoryInstall = defineRoute({ id: 'AccessoryInstall', method: 'PUT', path: `${P}/install`, access: A.install, summary: 'Install a record in stock on a device', body: accessory.installAccessoryBody, log: { module: 'accessory', type: 'update' }, response: accessory.accessoryRecord });
export const AccessoryRemove = defineRoute({ id: 'AccessoryRemove', method: 'PUT', path: `${P}/remove`, access: A.install, summary: 'Take an installed record off its device, back to stock', body: accessory.removeAccessoryBody, log: { module: 'accessory', type: 'update' }, response: accessory.accessoryRecord });
export const AccessoryReplace = defineRoute({ id: 'AccessoryReplace', method: 'POST', path: `${P}/replace`, access: A.install, summary: 'Replace an installed record by one in stock or a new one', body: accessory.replaceAccessoryBody, log: { module: 'accessory', type: 'update' }, response: accessory.accessoryReplacement });
export const AccessoryExport = defineRoute({ id: 'AccessoryExport', method: 'GET', path: `${P}/export`, access: A.export, summary: 'Records matching the search as xlsx', query: accessory.accessorySearch, file: true, log: { module: 'accessory', type: 'export' } });
export const ACCESSORY_ROUTES = [AccessoryPage, AccessoryInfo, AccessoryByDevice, AccessoryDeviceOptions, AccessoryAdd, AccessoryUpdate, AccessoryDelete, AccessoryInstall, AccessoryRemove, AccessoryReplace, AccessoryExport] as const;
