import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';

export const RoleEntity = new Entity(
  {
    model: { entity: 'role', version: '1', service: 'aed' },
    attributes: {
      roleId: { type: 'number', required: true },
      roleName: { type: 'string', required: true },
      roleKey: { type: 'string', required: true },
      roleSort: { type: 'number', required: true, default: 0 },
      /** 1 all, 2 custom, 3 own organization, 4 organization and below, 5 only own. */
      dataScope: { type: ['1', '2', '3', '4', '5'] as const, required: true, default: '5' },
      menuIds: { type: 'list', items: { type: 'number' }, required: true, default: [] },
      /** Organizations of a custom (2) data scope. */
      deptIds: { type: 'list', items: { type: 'number' }, required: true, default: [] },
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
      /** Optimistic concurrency: writes are conditioned on the value read. */
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['roleId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['roleId'] } },
    },
  },
  entityConfig,
);
export type RoleItem = EntityItem<typeof RoleEntity>;
