import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * How many users an organization holds (docs/decisions/0030): all of them, the enabled ones, the work-order handlers
 * and the enabled handlers. Written with ADD in the transaction of every user write that changes one of them (create,
 * delete, status, user types, organization), conditioned on the organization path it carries, so it never drifts
 * and a write that read a path an organization move has since changed is refused instead of counting in the wrong
 * place. gsi1 sorts the tallies by organization path: the totals of a data scope are the same key-prefix Queries as
 * its users', reading one small item per organization however many users it holds. A tally that drops to 0 stays.
 */
export const UserTallyEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'userTally', version: '1', service: 'aed' },
    attributes: {
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      users: { type: 'number', required: true, default: 0 },
      enabled: { type: 'number', required: true, default: 0 },
      handlers: { type: 'number', required: true, default: 0 },
      enabledHandlers: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byDept: { pk: { field: 'pk', composite: ['deptId'] }, sk: { field: 'sk', composite: [] } },
      byPath: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath'] } },
    },
  },
  entityConfig,
));
export type UserTallyItem = EntityItem<typeof UserTallyEntity>;
/** The counters of a tally. */
export const USER_TALLY_COUNTERS = ['users', 'enabled', 'handlers', 'enabledHandlers'] as const;
export type UserTallyCounter = (typeof USER_TALLY_COUNTERS)[number];
