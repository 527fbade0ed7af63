import { Entity } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/** Atomic id sequences (numeric ids are part of the API: `ids=1,2`). */
export const CounterEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'counter', version: '1', service: 'aed' },
    attributes: {
      name: { type: 'string', required: true },
      value: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byName: { pk: { field: 'pk', composite: ['name'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
));
