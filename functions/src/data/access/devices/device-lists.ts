/**
 * Device lists (decisions 0013, 0030): cursor pages and exports of the devices of a data scope, and the tallies per
 * (organization, model, sale status, enabled status) that list totals and inventory stock are read from. Every list
 * is key-prefix Queries of the organization path index built from the caller's scope, never a Scan.
 */
import type { DeviceStatus, SaleStatus } from '@aed/shared/schemas/device';
import { scopeQueries, type DataScope } from '../../data-scope';
import { DeviceEntity, type DeviceItem } from '../../entities/device-entity';
import { DeviceTallyEntity, type DeviceTallyItem } from '../../entities/device-tally-entity';
import { conditions, partitionedList, type PathPartition, type Where } from '../cursor-walk';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';
import { errorRef } from '../../../lib/app-error';

/** The keyword filter's text: product code, name, serial number and IoT code (the brand goes through the model). */
export const deviceSearchText = (d: Pick<DeviceItem, 'equipmentCode' | 'equipmentName' | 'serialNumber' | 'iotCode'>) =>
  [d.equipmentCode, d.equipmentName, d.serialNumber, d.iotCode].filter(Boolean).join('\n').toLowerCase();

/** A partition of a device list: a key-prefix Query of the organization path index (subtree, or that one only). */
export type DevicePartition = PathPartition;

/**
 * The partitions of a data scope (narrow it first with `narrowScope` to the organization picked in a tree). "Only
 * own" (scope 5) holds no organization, hence no device: devices belong to organizations, not to users.
 */
export const devicePartitionsOf = (scope: DataScope): DevicePartition[] => scopeQueries(scope);

export interface DeviceFilter {
  typeId?: number;
  modelId?: number;
  saleStatus?: SaleStatus;
  status?: DeviceStatus;
  /** Lower-case keyword matched in product code, name, serial number and IoT code... */
  keyword?: string;
  /** ...or the device's model is one of these (the models whose brand holds the keyword; at most 100). */
  keywordModelIds?: number[];
}

/** The most models a keyword's brand may name in one filter (DynamoDB: at most 100 values in an IN). */
export const MAX_KEYWORD_MODELS = 100;

const deviceWhere =
  (p: DevicePartition, f: DeviceFilter): Where =>
  (attr, op) => {
    const models = (f.keywordModelIds ?? []).slice(0, MAX_KEYWORD_MODELS);
    const keyword =
      f.keyword &&
      (models.length
        ? `(${op.contains(attr.searchText, f.keyword)} OR ${op.name(attr.modelId)} IN (${models.map((id) => op.escape(id)).join(', ')}))`
        : op.contains(attr.searchText, f.keyword));
    return conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.typeId !== undefined && op.eq(attr.typeId, f.typeId),
      f.modelId !== undefined && op.eq(attr.modelId, f.modelId),
      f.saleStatus && op.eq(attr.saleStatus, f.saleStatus),
      f.status && op.eq(attr.status, f.status),
      keyword,
    ]);
  };

function deviceQuery(p: DevicePartition, f: DeviceFilter) {
  const q = DeviceEntity.query.byPath({}).begins({ deptPath: p.prefix });
  return q.where(deviceWhere(p, f) as unknown as Parameters<typeof q.where>[0]);
}

const deviceList = partitionedList(deviceQuery, errorRef(DEVICE_ERRORS, 'device.badCursor'));

/** One cursor page of the devices of the partitions (organization path order), never reading outside them. */
export const pageDevices = deviceList.page;

/** Up to `max` devices of the partitions (export): the walk stops as soon as it holds `max`. */
export const listDevices = deviceList.list;

export type TallyFilter = Pick<DeviceFilter, 'typeId' | 'modelId' | 'saleStatus' | 'status'>;

function tallyQuery(p: DevicePartition, f: TallyFilter) {
  const q = DeviceTallyEntity.query.byPath({}).begins({ deptPath: p.prefix });
  const where: Where = (attr, op) =>
    conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.typeId !== undefined && op.eq(attr.typeId, f.typeId),
      f.modelId !== undefined && op.eq(attr.modelId, f.modelId),
      f.saleStatus && op.eq(attr.saleStatus, f.saleStatus),
      f.status && op.eq(attr.status, f.status),
    ]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

/**
 * The tallies of the partitions matching the filter (stock rows of the inventory screen): one item per
 * (organization, model, sale status, enabled status) in scope, however many devices there are.
 */
export async function listDeviceTallies(partitions: DevicePartition[], filter: TallyFilter = {}): Promise<DeviceTallyItem[]> {
  const rows: DeviceTallyItem[] = [];
  for (const p of partitions) rows.push(...(await tallyQuery(p, filter).go({ pages: 'all' })).data);
  return rows;
}

/** The number of devices of the partitions matching the filter, summed from the tallies (no device is read). */
export async function countDevicesByTallies(partitions: DevicePartition[], filter: TallyFilter): Promise<number> {
  return (await listDeviceTallies(partitions, filter)).reduce((sum, t) => sum + t.count, 0);
}
