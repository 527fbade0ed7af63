import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * Link item "user holds role", one per (roleId, userId), written in the same transaction as the user's `roleIds`.
 * It answers "is this role assigned?" and "whose sessions end when this role is disabled?" with a Query of the
 * role's partition instead of a Scan of users.
 */
export const UserRoleEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'userRole', version: '1', service: 'aed' },
    attributes: {
      roleId: { type: 'number', required: true },
      userId: { type: 'number', required: true },
    },
    indexes: {
      byRole: { pk: { field: 'pk', composite: ['roleId'] }, sk: { field: 'sk', composite: ['userId'] } },
    },
  },
  entityConfig,
));
export type UserRoleItem = EntityItem<typeof UserRoleEntity>;
