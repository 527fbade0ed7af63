import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/** Dictionary types: one small partition (bounded by DICT_LIMITS.maxTypes); `byType` finds one by its key. */
export const DictTypeEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'dictType', version: '1', service: 'aed' },
    attributes: {
      dictId: { type: 'number', required: true },
      dictName: { type: 'string', required: true },
      dictType: { type: 'string', required: true },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      remark: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['dictId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['dictId'] } },
      byType: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['dictType'] }, sk: { field: 'gsi2sk', composite: [] } },
    },
  },
  entityConfig,
));
export type DictTypeItem = EntityItem<typeof DictTypeEntity>;
