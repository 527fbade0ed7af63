import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * A count of events in a time window (failed logins, password reset requests), keyed by what it limits: `scope`
 * groups the counters one action clears together (every counter of one account's logins), `key` names one of them.
 * Kept whatever the account name, known or not, so limits answer the same for both. Expires by TTL; a counter past
 * its `ttl` counts as zero even before TTL deletes it (docs/decisions/0028).
 */
export const RateCounterEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'rateCounter', version: '1', service: 'aed' },
    attributes: {
      scope: { type: 'string', required: true },
      key: { type: 'string', required: true },
      count: { type: 'number', required: true, default: 0 },
      /** Epoch seconds until which the thing counted is refused (0: not locked). */
      lockedUntil: { type: 'number', required: true, default: 0 },
      /** Epoch seconds: end of the window; the item means nothing after it. */
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byScope: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: ['key'] } },
    },
  },
  entityConfig,
));
export type RateCounterItem = EntityItem<typeof RateCounterEntity>;
