import { AppError, errorRef } from '../../lib/app-error';
import { INSPECTION_ERRORS } from '@aed/shared/errors/inspection-errors';
import { InspectionRecordEntity, type InspectionRecordItem } from '../entities/inspection-record-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { scopeCovers, type DataScope } from '../data-scope';
import { DeviceEntity, type DeviceItem } from '../entities/device-entity';
import { serialNumberMarker } from './devices/device-keys';
import { markerKey } from './unique-markers';
import { whenConditionHolds } from './ids';
import { rebaseUnder } from './path-rebase';
import { conditions, partitionedList, type PathPartition, type Where } from './cursor-walk';
import type { TransactionEntities, WriteOp } from './transactions';

/** Inspection and test records (decision 0050): reads in the caller's scope, idempotent writes. */

/** Batch reads of up to 100 keys, unprocessed keys asked again a few times (then `common.tooManyRequests`). */
async function batchGet<K, T>(keys: readonly K[], get: (keys: K[]) => Promise<{ data: T[]; unprocessed: unknown[] }>): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let part = keys.slice(i, i + 100);
    for (let attempt = 0; part.length && attempt < 5; attempt++) {
      const { data, unprocessed } = await get(part);
      found.push(...data);
      part = unprocessed as K[];
    }
    if (part.length) throw new AppError('common.tooManyRequests');
  }
  return found;
}

/**
 * The devices of these serial numbers that the scope covers, by serial number as given: one BatchGet of serial
 * markers and one of devices per 100. A device outside the scope is absent, as an unknown serial is.
 */
export async function devicesBySerialInScope(scope: DataScope, serialNumbers: readonly string[]): Promise<Map<string, DeviceItem>> {
  const markers = [...new Map(serialNumbers.map((s) => serialNumberMarker(s)).map((m) => [markerKey(m), m])).values()];
  const owners = await batchGet(markers, (keys) => UniqueEntity.get(keys).go());
  const ownerOf = new Map(owners.map((m) => [markerKey(m), Number(m.ownerId)]));
  const ids = [...new Set([...ownerOf.values()].filter((id) => Number.isInteger(id) && id > 0))];
  const devices = new Map((await batchGet(ids.map((deviceId) => ({ deviceId })), (keys) => DeviceEntity.get(keys).go({ consistent: true }))).map((d) => [d.deviceId, d]));
  const answer = new Map<string, DeviceItem>();
  for (const serial of serialNumbers) {
    const device = devices.get(ownerOf.get(markerKey(serialNumberMarker(serial))) ?? 0);
    if (device && scopeCovers(scope, device.deptPath)) answer.set(serial, device);
  }
  return answer;
}

/** Which of these record ids are already saved. */
export async function existingRecordIds(recordIds: readonly string[]): Promise<Set<string>> {
  const distinct = [...new Set(recordIds)];
  const found = await batchGet(
    distinct.map((recordId) => ({ recordId })),
    (keys) => InspectionRecordEntity.get(keys).go({ attributes: ['recordId'] }),
  );
  return new Set(found.map((r) => r.recordId));
}

/** Saves a record unless it exists: false when it was already saved (a re-import, or two imports at once). */
export async function createInspectionRecord(item: InspectionRecordItem): Promise<boolean> {
  return whenConditionHolds(() => InspectionRecordEntity.create(item).go());
}

/** The transaction item of a record written with other changes (a self-test in the telemetry transaction). */
export const inspectionRecordCreated = (e: TransactionEntities, item: InspectionRecordItem): WriteOp => e.inspectionRecord.create(item).commit() as WriteOp;

/** A record the scope covers, else null: another organization's record does not exist for the caller. */
export async function getInspectionRecordInScope(scope: DataScope, recordId: string): Promise<InspectionRecordItem | null> {
  const { data } = await InspectionRecordEntity.get({ recordId }).go();
  return data && scopeCovers(scope, data.deptPath) ? data : null;
}

/** The device's latest sheet inspection (by date; the same day: the last by id), or null. */
export async function latestSheetInspection(deviceId: number): Promise<InspectionRecordItem | null> {
  const { data } = await InspectionRecordEntity.query.byDevice({ deviceId, source: 'sheet' }).go({ order: 'desc', limit: 1 });
  return data[0] ?? null;
}

/** The records list's filter (its partitions are the caller's scope paths). */
export interface InspectionFilter {
  serialNumber?: string;
  dateFrom?: string;
  dateTo?: string;
  result?: InspectionRecordItem['result'];
  source?: InspectionRecordItem['source'];
}

function recordQuery(p: PathPartition, f: InspectionFilter) {
  const q = InspectionRecordEntity.query.byOrg({}).begins({ deptPath: p.prefix });
  const where: Where = (attr, op) =>
    conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.serialNumber && op.contains(attr.serialNumber, f.serialNumber),
      f.dateFrom && op.gte(attr.inspectionDate, f.dateFrom),
      f.dateTo && op.lte(attr.inspectionDate, f.dateTo),
      f.result && op.eq(attr.result, f.result),
      f.source && op.eq(attr.source, f.source),
    ]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

const recordList = partitionedList(recordQuery, errorRef(INSPECTION_ERRORS, 'inspection.badCursor'), { order: 'desc' });
export const pageInspectionRecords = recordList.page;
export const countInspectionRecords = recordList.count;

/** An organization moved from `from` to `to`: its inspection records take the new path (conditional, re-runnable). */
export const rebaseInspectionRecords = (from: string, to: string) =>
  rebaseUnder<Pick<InspectionRecordItem, 'recordId' | 'deptPath' | 'inspectionDate' | 'source'>>(
    {
      page: (prefix, page) => InspectionRecordEntity.query.byOrg({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['recordId', 'deptPath', 'inspectionDate', 'source'] }),
      pathOf: (r) => r.deptPath,
      // the date is part of the path index key, and with the source of the device index's: ElectroDB needs them to
      // rebuild the keys
      patch: (r, deptPath) =>
        InspectionRecordEntity.patch({ recordId: r.recordId })
          .set({ deptPath, inspectionDate: r.inspectionDate, source: r.source })
          .where((attr, op) => op.eq(attr.deptPath, r.deptPath))
          .go(),
    },
    from,
    to,
  );
