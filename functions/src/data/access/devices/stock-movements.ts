/**
 * Stock movement lines (decision 0013): every device write records the lines of its change (device-writes.ts);
 * these are their reads, the history of one device and the cursor pages of a data scope.
 */
import type { MovementKind } from '@aed/shared/schemas/device';
import { StockMovementEntity, type StockMovementItem } from '../../entities/stock-movement-entity';
import { conditions, partitionedList, type Where } from '../cursor-walk';
import type { DevicePartition } from './device-lists';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';
import { errorRef } from '../../../lib/app-error';

/** The history of one device (its stock movement lines), oldest first: one Query of the device index. */
export async function listDeviceMovements(deviceId: number): Promise<StockMovementItem[]> {
  return (await StockMovementEntity.query.byDevice({ deviceId }).go({ pages: 'all' })).data;
}

export interface MovementFilter {
  kind?: MovementKind;
  modelId?: number;
  /** Inclusive ISO lower bound and exclusive upper bound on the time. */
  from?: string;
  to?: string;
  /** Part of the serial number or product code (as typed, upper or lower case: the lines keep them as written)... */
  serial?: string;
  /** ...or the line is of one of these devices (found by the whole serial number or code; at most 100). */
  deviceIds?: number[];
}

const spellings = (text: string) => [...new Set([text, text.toUpperCase(), text.toLowerCase()])];

function movementQuery(p: DevicePartition, f: MovementFilter) {
  const q = StockMovementEntity.query.byPath({}).begins({ deptPath: p.prefix });
  const where: Where = (attr, op) =>
    conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.kind && op.eq(attr.kind, f.kind),
      f.modelId !== undefined && op.eq(attr.modelId, f.modelId),
      f.from && op.gte(attr.time, f.from),
      f.to && op.lt(attr.time, f.to),
      f.serial &&
        `(${[
          ...(f.deviceIds ?? []).slice(0, 100).map((id) => op.eq(attr.deviceId, id)),
          ...spellings(f.serial).flatMap((v) => [op.contains(attr.serialNumber, v), op.contains(attr.equipmentCode, v)]),
        ].join(' OR ')})`,
    ]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

const movementList = partitionedList(movementQuery, errorRef(DEVICE_ERRORS, 'device.badCursor'), { order: 'desc' });

/**
 * One cursor page of the stock movement lines of the partitions: within an organization newest first; a subtree
 * is read organization by organization (path order, descending), each newest first (docs/decisions/0013).
 */
export const pageStockMovements = movementList.page;

/**
 * How many movement lines of the partitions match the filter: a Select COUNT over the same Queries reading at most
 * LIST_COUNT_CAP + 1 lines (the first page's total, docs/decisions/0030).
 */
export const countStockMovements = movementList.count;
