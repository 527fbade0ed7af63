import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * Where a running status backfill stands (decision 0047): one item per status version (and one for the training
 * orders' planned dates, `BACKFILLS`), holding the cursor of the items read so far, so a pass cut short by its time
 * budget goes on from there at the next run, and `done` once every item was seen (items made later are kept when they
 * are made). `devices` counts the items read.
 */
export const StatusBackfillEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'statusBackfill', version: '1', service: 'aed' },
    attributes: {
      statusVersion: { type: 'string', required: true },
      cursor: { type: 'string', required: true, default: '' },
      done: { type: 'boolean', required: true, default: false },
      devices: { type: 'number', required: true, default: 0 },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byVersion: { pk: { field: 'pk', composite: ['statusVersion'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
));
export type StatusBackfillItem = EntityItem<typeof StatusBackfillEntity>;
