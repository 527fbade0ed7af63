import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * Link item "user holds position", one per (postId, userId), written in the same transaction as the user's
 * `postIds`, so "is this position held?" (position delete) is a Query of the position's partition, not a Scan.
 */
export const UserPostEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'userPost', version: '1', service: 'aed' },
    attributes: {
      postId: { type: 'number', required: true },
      userId: { type: 'number', required: true },
    },
    indexes: {
      byPost: { pk: { field: 'pk', composite: ['postId'] }, sk: { field: 'sk', composite: ['userId'] } },
    },
  },
  entityConfig,
));
export type UserPostItem = EntityItem<typeof UserPostEntity>;
