import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * "Device D's running status turns by time alone on day X" (decision 0047): one marker per device whose dates lie
 * ahead, sorted by day, written in its status's transaction (moved when the day changes, removed when none is left).
 * The hourly sweep reads the days that came (one key range, never a Scan). Its own item and not an index of the
 * status: the table's two indexes serve the running status list (decision 0048).
 */
export const StatusChangeEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'statusChange', version: '1', service: 'aed' },
    attributes: {
      changeDay: { type: 'string', required: true },
      deviceId: { type: 'number', required: true },
    },
    indexes: {
      byDay: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['changeDay', 'deviceId'] } },
    },
  },
  entityConfig,
));
export type StatusChangeItem = EntityItem<typeof StatusChangeEntity>;
