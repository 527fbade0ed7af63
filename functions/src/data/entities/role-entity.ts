import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * A role belongs to an organization (docs/decisions/0025): `deptId` and its materialized path `deptPath`, like every
 * scoped record. gsi1 `byPath` = (`deptPath`, roleId): a list is the caller's data scope as key-prefix Queries.
 * gsi2 `builtIns` is sparse (only the platform's seeded roles, `builtIn`): the few roles every tenant may be offered,
 * read without reading any tenant's roles.
 */
export const RoleEntity = lazyEntity(() => new Entity(
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
      /** Lower-cased name and code (written with them): the list's search is case-insensitive. */
      roleNameLower: { type: 'string' },
      roleKeyLower: { type: 'string' },
      /** The owning organization and its materialized path ("0,100,105,"); rebased when the organization moves. */
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      /** One of the platform's seeded roles (owned by the root organization, changed only by platform administrators). */
      builtIn: { type: 'boolean', required: true, default: false },
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
      byPath: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'roleId'] } },
      builtIns: {
        index: 'gsi2',
        condition: (attr) => attr.builtIn === true,
        // `builtIn` in the partition key: setting the flag (seed migration) writes both keys of the index
        pk: { field: 'gsi2pk', composite: ['builtIn'] },
        sk: { field: 'gsi2sk', composite: ['roleId'] },
      },
    },
  },
  entityConfig,
));
export type RoleItem = EntityItem<typeof RoleEntity>;

/**
 * Roles as stored before they belonged to an organization (gsi1 `all`: one partition sorted by roleId, no owner). Read
 * only by the seed's migration (docs/decisions/0025): a role still in that key range has not been given its owner.
 */
export const LegacyRoleEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'role', version: '1', service: 'aed' },
    attributes: {
      roleId: { type: 'number', required: true },
      roleName: { type: 'string', required: true },
      roleKey: { type: 'string', required: true },
      roleSort: { type: 'number' },
      dataScope: { type: ['1', '2', '3', '4', '5'] as const },
      menuIds: { type: 'list', items: { type: 'number' } },
      deptIds: { type: 'list', items: { type: 'number' } },
      status: { type: ['0', '1'] as const },
      remark: { type: 'string' },
      linkVersion: { type: 'number' },
      createBy: { type: 'string' },
      createTime: { type: 'string' },
      updateBy: { type: 'string' },
      updateTime: { type: 'string' },
      /** Set by the migration: the role then leaves this key range. */
      deptPath: { type: 'string' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['roleId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['roleId'] } },
    },
  },
  entityConfig,
));
