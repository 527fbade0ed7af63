import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * An organization's report email schedule (docs/decisions/0057): the list its approved inspection reports (and those
 * of the organizations below it) are mailed to, every `intervalDays`. gsi1 `byOrg` lists the schedules in a scope by
 * (path, id); gsi2 `due` finds the ones whose mailing is due (a small partition, one item per organization with a
 * schedule). Written whole (`put`, conditioned on the `version` read) so every index key follows each change.
 */
export const ReportScheduleEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'reportSchedule', version: '1', service: 'aed' },
    attributes: {
      deptId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      deptPath: { type: 'string', required: true },
      emails: { type: 'list', required: true, items: { type: 'string' } },
      intervalDays: { type: 'number', required: true },
      /** Approvals after this instant are the next mailing's (the end of the last window mailed). */
      windowStart: { type: 'string', required: true },
      nextRunTime: { type: 'string', required: true },
      lastRunTime: { type: 'string', required: true, default: '' },
      lastSentCount: { type: 'number', required: true, default: 0 },
      /** Why the last run stopped before the end of its window ('' when it did not): an error code the screen translates. */
      lastError: { type: 'string', required: true, default: '' },
      version: { type: 'number', required: true, default: 1 },
      createBy: { type: 'string', required: true },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byDept: { pk: { field: 'pk', composite: ['deptId'] }, sk: { field: 'sk', composite: [] } },
      byOrg: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'deptId'] } },
      due: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['nextRunTime', 'deptId'] } },
    },
  },
  entityConfig,
));
export type ReportScheduleItem = EntityItem<typeof ReportScheduleEntity>;
