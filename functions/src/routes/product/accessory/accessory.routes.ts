/** Accessory records and consumable records (docs/decisions/0020). */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as accessory from '@aed/shared/schemas/accessory';
import type { RouteDefinition } from '../../route-types';

const P = '/product/accessory';
const A = PERMISSIONS.accessory;

export const ACCESSORY_ROUTES = [
  { id: 'AccessoryPage', method: 'GET', path: `${P}/page`, entry: 'product/accessory/get-accessory-page', access: A.list, summary: 'Accessory and consumable records in scope, one cursor page (total with the first page)', query: accessory.accessoryPageQuery },
  { id: 'AccessoryInfo', method: 'GET', path: `${P}/info`, entry: 'product/accessory/get-accessory-info', access: A.query, summary: 'One record by id', query: accessory.accessoryInfoQuery },
  { id: 'AccessoryByDevice', method: 'GET', path: `${P}/device`, entry: 'product/accessory/get-accessory-by-device', access: A.list, summary: 'Records installed on a device (history=true: and replaced there)', query: accessory.deviceAccessoriesQuery },
  { id: 'AccessoryDeviceOptions', method: 'GET', path: `${P}/deviceOptions`, entry: 'product/accessory/get-accessory-device-options', access: A.list, summary: 'Devices a record of an organization may be installed on', query: accessory.accessoryDeviceOptionsQuery },
  { id: 'AccessoryAdd', method: 'POST', path: `${P}/add`, entry: 'product/accessory/post-accessory-add', access: A.add, summary: 'Add a record (installed at once when deviceId is given)', body: accessory.addAccessoryBody, log: { module: 'accessory', type: 'add' } },
  { id: 'AccessoryUpdate', method: 'PUT', path: `${P}/update`, entry: 'product/accessory/put-accessory-update', access: A.edit, summary: 'Update a record', body: accessory.updateAccessoryBody, log: { module: 'accessory', type: 'update' } },
  { id: 'AccessoryDelete', method: 'DELETE', path: `${P}/delete`, entry: 'product/accessory/delete-accessory', access: A.remove, summary: 'Delete records not installed (ids=1,2), all or nothing', query: accessory.deleteAccessoryQuery, log: { module: 'accessory', type: 'delete' } },
  { id: 'AccessoryInstall', method: 'PUT', path: `${P}/install`, entry: 'product/accessory/put-accessory-install', access: A.install, summary: 'Install a record in stock on a device', body: accessory.installAccessoryBody, log: { module: 'accessory', type: 'update' } },
  { id: 'AccessoryRemove', method: 'PUT', path: `${P}/remove`, entry: 'product/accessory/put-accessory-remove', access: A.install, summary: 'Take an installed record off its device, back to stock', body: accessory.removeAccessoryBody, log: { module: 'accessory', type: 'update' } },
  { id: 'AccessoryReplace', method: 'POST', path: `${P}/replace`, entry: 'product/accessory/post-accessory-replace', access: A.install, summary: 'Replace an installed record by one in stock or a new one', body: accessory.replaceAccessoryBody, log: { module: 'accessory', type: 'update' } },
  { id: 'AccessoryExport', method: 'GET', path: `${P}/export`, entry: 'product/accessory/get-accessory-export', access: A.export, summary: 'Records matching the search as xlsx', query: accessory.accessorySearch, file: true, log: { module: 'accessory', type: 'export' } },
] as const satisfies readonly RouteDefinition[];
