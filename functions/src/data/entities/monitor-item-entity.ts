import { Entity, type EntityItem } from 'electrodb';
import { LIGHT_COLOURS, MONITOR_ITEM_TYPES } from '@aed/shared/schemas/monitor-item';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * Monitoring item presets (platform catalogue): one partition (bounded by MAX_MONITOR_ITEMS), so the list is one
 * Query; the lighting rules (at most MAX_LIGHTING_RULES) are embedded. An absent limit is unbounded on that side.
 */
export const MonitorItemEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'monitorItem', version: '1', service: 'aed' },
    attributes: {
      itemId: { type: 'number', required: true },
      itemCode: { type: 'string', required: true },
      itemName: { type: 'string', required: true },
      itemType: { type: MONITOR_ITEM_TYPES, required: true },
      redLightMinutes: { type: 'number', required: true, default: 0 },
      yellowLightMinutes: { type: 'number', required: true, default: 0 },
      /** The alarm engine's settings (decision 0047); presets from before them read 0. */
      alarmDelayMinutes: { type: 'number', required: true, default: 0 },
      alarmClearMinutes: { type: 'number', required: true, default: 0 },
      alarmRepeatMinutes: { type: 'number', required: true, default: 0 },
      alarmHysteresis: { type: 'number', required: true, default: 0 },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      reserved: { type: 'boolean', required: true, default: false },
      rules: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: {
            ruleCode: { type: 'string', required: true },
            ruleName: { type: 'string', required: true },
            lowerLimit: { type: 'number' },
            upperLimit: { type: 'number' },
            lightColour: { type: LIGHT_COLOURS, required: true },
            emailNotify: { type: 'boolean', required: true },
            pushNotify: { type: 'boolean', required: true },
            autoAlarmOrder: { type: 'boolean', required: true },
            description: { type: 'string', required: true },
          },
        },
      },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['itemId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['itemId'] } },
    },
  },
  entityConfig,
));
export type MonitorItemItem = EntityItem<typeof MonitorItemEntity>;
