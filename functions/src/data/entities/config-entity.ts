import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';

/** System parameters: one small partition (bounded by LIMITS.maxParameters), so a list is one Query. */
export const ConfigEntity = new Entity(
  {
    model: { entity: 'config', version: '1', service: 'aed' },
    attributes: {
      configId: { type: 'number', required: true },
      configName: { type: 'string', required: true },
      configKey: { type: 'string', required: true },
      configValue: { type: 'string', required: true, default: '' },
      configType: { type: ['Y', 'N'] as const, required: true },
      remark: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['configId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['configId'] } },
      byKey: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['configKey'] }, sk: { field: 'gsi2sk', composite: [] } },
    },
  },
  entityConfig,
);
export type ConfigItem = EntityItem<typeof ConfigEntity>;
