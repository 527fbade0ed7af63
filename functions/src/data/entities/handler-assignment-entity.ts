import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * "User X handles the work orders of organization Y (optionally only device Z of it)" (docs/decisions/0019).
 * Keys like the notify persons: `byDept` (gsi1) by (organization path, device, id) for scoped lists and for the
 * resolver; `byUser` (gsi2) answers "where is this user a handler" (user delete refusal, later the work orders).
 */
export const HandlerAssignmentEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'handlerAssignment', version: '1', service: 'aed' },
    attributes: {
      assignmentId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      deviceId: { type: 'number', required: true, default: 0, padding: { length: 12, char: '0' } },
      userId: { type: 'number', required: true },
      /** The default handler of its target; at most one per target (a `unique` marker names it). */
      primary: { type: 'boolean', required: true, default: false },
      remark: { type: 'string', required: true, default: '' },
      /** Lower-cased account, the user's name when assigned or last edited, and the remark: the keyword filter. */
      searchText: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['assignmentId'] }, sk: { field: 'sk', composite: [] } },
      byDept: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'deviceId', 'assignmentId'] } },
      byUser: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['userId'] }, sk: { field: 'gsi2sk', composite: ['assignmentId'] } },
    },
  },
  entityConfig,
));
export type HandlerAssignmentItem = EntityItem<typeof HandlerAssignmentEntity>;
