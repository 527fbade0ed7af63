import { Entity, type EntityItem } from 'electrodb';
import { ALARM_CLEAR_REASONS, ALARM_STATES } from '@aed/shared/schemas/alarm';
import { LIGHT_COLOURS } from '@aed/shared/schemas/monitor-item';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * An alarm of one device's monitoring preset (decision 0047). The device's reading of the preset names its open alarm
 * (`alarmId`), which keeps "one open alarm per device and preset" in the telemetry transaction. gsi1 lists a
 * subtree's alarms by (path, id), gsi2 the same by state, gsi3 one organization's by raise time. Every change is conditioned on the `version` read.
 */
export const AlarmEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'alarm', version: '1', service: 'aed' },
    attributes: {
      alarmId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      deviceId: { type: 'number', required: true },
      serialNumber: { type: 'string', required: true },
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      itemId: { type: 'number', required: true },
      itemCode: { type: 'string', required: true },
      state: { type: ALARM_STATES, required: true },
      /** The colour of the rule the value is in now (it may rise and fall while open). */
      severity: { type: LIGHT_COLOURS, required: true },
      /** The worst colour the alarm had: who follows it hears of the clear too. */
      worstSeverity: { type: LIGHT_COLOURS, required: true },
      ruleCode: { type: 'string', required: true },
      lowerLimit: { type: 'number' },
      upperLimit: { type: 'number' },
      /** What the rule asks for (the worst rule seen while open keeps its asks). */
      emailNotify: { type: 'boolean', required: true, default: false },
      pushNotify: { type: 'boolean', required: true, default: false },
      autoAlarmOrder: { type: 'boolean', required: true, default: false },
      /** Device times of the first and the last abnormal value; values as sent (JSON). */
      firstAt: { type: 'string', required: true },
      lastAt: { type: 'string', required: true },
      firstValue: { type: 'string', required: true },
      lastValue: { type: 'string', required: true },
      count: { type: 'number', required: true, default: 1 },
      raisedAt: { type: 'string', required: true, default: '' },
      ackBy: { type: 'string', required: true, default: '' },
      ackAt: { type: 'string', required: true, default: '' },
      clearedAt: { type: 'string', required: true, default: '' },
      clearedBy: { type: 'string', required: true, default: '' },
      clearReason: { type: [...ALARM_CLEAR_REASONS, ''] as const, required: true, default: '' },
      /** The alarm work order (0: none yet). */
      orderId: { type: 'number', required: true, default: 0 },
      /** Notifications sent, by transition (`raised`, `cleared`): never twice. */
      notified: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      version: { type: 'number', required: true, default: 1 },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['alarmId'] }, sk: { field: 'sk', composite: [] } },
      byOrg: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'alarmId'] } },
      byState: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['state'] }, sk: { field: 'gsi2sk', composite: ['deptPath', 'alarmId'] } },
      /** The alarms one organization raised in a time range (the monthly report, decision 0051); pending ones ('') first. */
      byRaise: { index: 'gsi3', pk: { field: 'gsi3pk', composite: [] }, sk: { field: 'gsi3sk', composite: ['deptPath', 'raisedAt', 'alarmId'] } },
    },
  },
  entityConfig,
));
export type AlarmItem = EntityItem<typeof AlarmEntity>;
