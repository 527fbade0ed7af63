import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * "This user is referenced by a business record" (a sale names its salesperson, later work orders their handler).
 * The module that writes the record writes the reference in the same transaction; deleting a user refuses while
 * any reference exists (spec: a user used by a sale cannot be deleted). One partition per user: a Query of 1 item.
 */
export const UserReferenceEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'userReference', version: '1', service: 'aed' },
    attributes: {
      userId: { type: 'number', required: true },
      /** What references the user, e.g. `sale`. */
      kind: { type: 'string', required: true },
      refId: { type: 'string', required: true },
    },
    indexes: {
      byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['kind', 'refId'] } },
    },
  },
  entityConfig,
));
export type UserReferenceItem = EntityItem<typeof UserReferenceEntity>;
