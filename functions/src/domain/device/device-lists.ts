import type { DevicePage, DevicePageQuery, DeviceRecord, DeviceSearch } from '@aed/shared/schemas/device';
import { listAllDeviceModels } from '../../data/access/catalogue-reads';
import { MAX_KEYWORD_MODELS, countDevicesByTallies, devicePartitionsOf, listDevices, pageDevices, type DeviceFilter, type DevicePartition } from '../../data/access/devices/device-lists';
import type { Actor } from '../actor';
import { listScope } from '../list-scope';
import { toDeviceRecords } from './device-queries';

/**
 * The Query partitions of a device list: the caller's data scope narrowed to the organization picked in the tree
 * (and below). Key-prefix Queries of the devices' organization-path index; never a Scan, never another tenant.
 */
async function partitionsFor(actor: Actor, deptId: number | undefined): Promise<DevicePartition[]> {
  return devicePartitionsOf((await listScope(actor, deptId)).scope);
}

/**
 * The filter of a search. The keyword (5 columns, spec section 9) is matched in product code, name, serial number and
 * IoT code on the device, and in the brand through the catalogue: the models whose brand holds the keyword (one Query
 * of the bounded model partition), so a renamed brand is found at once without rewriting devices.
 */
async function filterOf(search: DeviceSearch): Promise<DeviceFilter> {
  const keyword = search.keyword?.toLowerCase();
  const keywordModelIds = keyword
    ? (await listAllDeviceModels())
        .filter((m) => m.brand.toLowerCase().includes(keyword))
        .map((m) => m.modelId)
        .slice(0, MAX_KEYWORD_MODELS)
    : undefined;
  return { typeId: search.typeId, modelId: search.modelId, saleStatus: search.saleStatus, status: search.status, keyword, keywordModelIds };
}

/**
 * One cursor page of the caller's devices. Without a keyword, `total` is the sum of the tallies of the same
 * partitions and filters (exact, no device read); with one it is null and the list pages on by cursor (decision 0013).
 */
export async function devicePage(actor: Actor, query: DevicePageQuery): Promise<DevicePage> {
  const partitions = await partitionsFor(actor, query.deptId);
  const filter = await filterOf(query);
  const [{ rows, next }, total] = await Promise.all([
    pageDevices(partitions, filter, query.limit, query.cursor),
    filter.keyword ? Promise.resolve(null) : countDevicesByTallies(partitions, filter),
  ]);
  return { total, rows: await toDeviceRecords(rows), ...(next ? { next } : {}) };
}

/** The devices matching a search, in the caller's scope (at most `limit`): what an export writes. */
export async function searchDevices(actor: Actor, search: DeviceSearch, limit: number): Promise<DeviceRecord[]> {
  const partitions = await partitionsFor(actor, search.deptId);
  return toDeviceRecords(await listDevices(partitions, await filterOf(search), limit));
}
