import { Entity } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * Uniqueness marker: written in the same transaction as the record it guards, with a not-exists condition,
 * so two concurrent writes of the same key cannot both succeed.
 */
export const UniqueEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'unique', version: '1', service: 'aed' },
    attributes: {
      scope: { type: 'string', required: true },
      value: { type: 'string', required: true },
      ownerId: { type: 'string', required: true },
    },
    indexes: {
      byValue: { pk: { field: 'pk', composite: ['scope', 'value'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
));
