import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * A person to notify on abnormal events (docs/decisions/0019). It belongs to an organization (`deptId`, and its
 * materialized path `deptPath`, rebased when the organization moves), optionally narrowed to one device of that
 * organization or below it (`deviceId`, 0 = the whole organization).
 *
 * `byDept` (gsi1) sorts all persons by (path, device, id): "organization X and below" is a begins_with on X's path,
 * "X's own whole-organization persons" a begins_with on (X's path, device 0), "X's persons of device D" on
 * (X's path, D). Device and id are zero-padded in the key, so a prefix never matches a longer number.
 */
export const NotifyPersonEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'notifyPerson', version: '1', service: 'aed' },
    attributes: {
      notifyId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      deviceId: { type: 'number', required: true, default: 0, padding: { length: 12, char: '0' } },
      personName: { type: 'string', required: true },
      phone: { type: 'string', required: true },
      email: { type: 'string', required: true },
      notifyEmail: { type: 'boolean', required: true, default: true },
      notifyPush: { type: 'boolean', required: true, default: false },
      /** Light colours followed: red, yellow, pink, purple (shared/src/schemas/notify.ts NOTIFY_EVENTS). */
      events: { type: 'list', items: { type: 'string' }, required: true, default: [] },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      remark: { type: 'string', required: true, default: '' },
      /** Lower-cased name, phone, email and remark: the keyword filter (set by data/access/notify-persons.ts). */
      searchText: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['notifyId'] }, sk: { field: 'sk', composite: [] } },
      byDept: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'deviceId', 'notifyId'] } },
    },
  },
  entityConfig,
));
export type NotifyPersonItem = EntityItem<typeof NotifyPersonEntity>;
