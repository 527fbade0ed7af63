import { Entity, type EntityItem } from 'electrodb';
import { TASK_KINDS, TASK_STATUSES } from '@aed/shared/schemas/task';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * A background task (decision 0029): a long deletion asked for by a request and done by the task worker in
 * checkpointed batches. gsi1 partitions tasks by status, so the resume job reads the running ones (a handful) with one
 * Query. While it runs, a `unique` marker (`runningTask`, kind + scope key) names it: one running task per kind and
 * scope. Finished tasks expire by TTL.
 */
export const BackgroundTaskEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'backgroundTask', version: '1', service: 'aed' },
    attributes: {
      taskId: { type: 'string', required: true },
      kind: { type: TASK_KINDS, required: true },
      status: { type: TASK_STATUSES, required: true, default: 'running' },
      /** Identifies the caller's data scope (one running task per kind and scope key). */
      scopeKey: { type: 'string', required: true },
      /** JSON of the scope the task works in: `{ all: true }` or the key prefixes it may delete under. */
      scope: { type: 'string', required: true },
      /** JSON of the kind's parameters (partitions, time bound), fixed when the task is recorded. */
      params: { type: 'string', required: true },
      /** Only records logged before this instant are deleted. */
      cutoff: { type: 'string', required: true },
      ownerUserId: { type: 'number', required: true },
      createBy: { type: 'string', required: true },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
      finishTime: { type: 'string', required: true, default: '' },
      deleted: { type: 'number', required: true, default: 0 },
      /** JSON of where the next batch starts (partition index and cursor). */
      checkpoint: { type: 'string', required: true, default: '{"partition":0,"cursor":null}' },
      /** Consecutive failed runs; the task fails for good after TASK_MAX_FAILURES. */
      failures: { type: 'number', required: true, default: 0 },
      errorCode: { type: 'string', required: true, default: '' },
      /** The worker run holding the task, until `leaseUntil` (epoch ms): a second worker leaves it alone. */
      leaseId: { type: 'string', required: true, default: '' },
      leaseUntil: { type: 'number', required: true, default: 0 },
      /** Set when the task ends: DynamoDB removes it some days later. */
      ttl: { type: 'number' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['taskId'] }, sk: { field: 'sk', composite: [] } },
      byStatus: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['status'] }, sk: { field: 'gsi1sk', composite: ['createTime', 'taskId'] } },
    },
  },
  entityConfig,
));
export type BackgroundTaskItem = EntityItem<typeof BackgroundTaskEntity>;
