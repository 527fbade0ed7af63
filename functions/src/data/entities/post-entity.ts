import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/** Positions (posts): one small partition (bounded by MAX_POSTS), so a list is one Query. */
export const PostEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'post', version: '1', service: 'aed' },
    attributes: {
      postId: { type: 'number', required: true },
      postCode: { type: 'string', required: true },
      postName: { type: 'string', required: true },
      postSort: { type: 'number', required: true, default: 0 },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      remark: { type: 'string', required: true, default: '' },
      /**
       * Bumped by every user write that starts holding it, in the same transaction; a delete is conditioned on the value
       * it read with the "held by nobody" Query, so a user given it meanwhile makes the delete fail (decision 0017).
       */
      linkVersion: { type: 'number' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['postId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['postId'] } },
    },
  },
  entityConfig,
));
export type PostItem = EntityItem<typeof PostEntity>;
