import { Entity, type EntityItem } from 'electrodb';
import { LIGHT_COLOURS } from '@aed/shared/schemas/monitor-item';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * A device's last value of one monitoring item and the light it gave (decision 0047): one item per (device, item),
 * read together by device. `version` makes each write conditional on what it read (two messages at once never lose
 * one's value); an older message (by device time) never replaces a newer value.
 */
export const DeviceReadingEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'deviceReading', version: '1', service: 'aed' },
    attributes: {
      deviceId: { type: 'number', required: true },
      itemId: { type: 'number', required: true },
      itemCode: { type: 'string', required: true },
      /** The value(s) as sent, JSON. */
      values: { type: 'string', required: true },
      deviceTime: { type: 'string', required: true },
      receivedAt: { type: 'string', required: true },
      msgId: { type: 'string', required: true },
      /** The colour of the rule the (worst) value falls in; '' when none (invalid rules or value). */
      valueColour: { type: [...LIGHT_COLOURS, ''] as const, required: true, default: '' },
      ruleCode: { type: 'string', required: true, default: '' },
      /** Which value decided: its index in a data set, its name in a pairing group. */
      decidedBy: { type: 'string', required: true, default: '' },
      problem: { type: ['invalidRules', 'invalidValue', ''] as const, required: true, default: '' },
      /** The open (or pending) alarm of this device and preset; 0 when none (decision 0047). */
      alarmId: { type: 'number', required: true, default: 0 },
      version: { type: 'number', required: true, default: 1 },
    },
    indexes: {
      byDevice: { pk: { field: 'pk', composite: ['deviceId'] }, sk: { field: 'sk', composite: ['itemId'] } },
    },
  },
  entityConfig,
));
export type DeviceReadingItem = EntityItem<typeof DeviceReadingEntity>;
