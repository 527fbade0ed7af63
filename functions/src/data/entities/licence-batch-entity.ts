import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * A licence batch held by one organization (docs/decisions/0041): minted at the root, or bought from the parent's
 * batch `sourceBatchId` (same expiry). Its counters move only by ADD in conditioned transactions:
 * `available` = total - sold - used - expired, never below 0, so a child can never sell or activate more than it
 * was given. `expireKey` (the expiry date, '9999-12-31' for never) orders an organization's batches earliest expiry
 * first on gsi1 (the order activation takes them) and every batch by expiry on gsi2 (the expiry job's range read).
 */
export const LicenceBatchEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'licenceBatch', version: '1', service: 'aed' },
    attributes: {
      batchId: { type: 'string', required: true },
      deptId: { type: 'number', required: true },
      sourceBatchId: { type: 'string', required: true, default: '' },
      sourceDeptId: { type: 'number', required: true, default: 0 },
      total: { type: 'number', required: true },
      available: { type: 'number', required: true },
      used: { type: 'number', required: true, default: 0 },
      sold: { type: 'number', required: true, default: 0 },
      expired: { type: 'number', required: true, default: 0 },
      /** yyyy-mm-dd (usable through that day, UTC); '' never expires. */
      expireTime: { type: 'string', required: true, default: '' },
      expireKey: { type: 'string', required: true },
      /** The lifetime it was minted with (days), 0 when none. */
      lifetimeDays: { type: 'number', required: true, default: 0 },
      sellingUnit: { type: 'string', required: true, default: '' },
      buyingUnit: { type: 'string', required: true, default: '' },
      /** '1' once the expiry job has recorded the batch's expiry (its unused licences moved to `expired`). */
      expiryRecorded: { type: ['0', '1'] as const, required: true, default: '0' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['batchId'] }, sk: { field: 'sk', composite: [] } },
      byDept: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['deptId'] }, sk: { field: 'gsi1sk', composite: ['expireKey', 'batchId'] } },
      byExpiry: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['expireKey', 'batchId'] } },
    },
  },
  entityConfig,
));
export type LicenceBatchItem = EntityItem<typeof LicenceBatchEntity>;

/** The sort key of a batch that never expires. */
export const NEVER_EXPIRES_KEY = '9999-12-31';
