import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * Dictionary data: the values of one type share a partition (`byType`), sorted by language, so the values of a
 * type in one language are one key-prefix Query (bounded by DICT_LIMITS.maxDataPerType).
 */
export const DictDataEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'dictData', version: '1', service: 'aed' },
    attributes: {
      dictCode: { type: 'number', required: true },
      dictType: { type: 'string', required: true },
      dictLabel: { type: 'string', required: true },
      dictValue: { type: 'string', required: true },
      dictSort: { type: 'number', required: true, default: 0 },
      language: { type: ['en', 'fr', 'zh-CN', 'zh-TW'] as const, required: true, default: 'en' },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      cssClass: { type: 'string', required: true, default: '' },
      listClass: { type: ['', 'default', 'primary', 'success', 'info', 'warning', 'danger'] as const, required: true, default: '' },
      remark: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['dictCode'] }, sk: { field: 'sk', composite: [] } },
      byType: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['dictType'] }, sk: { field: 'gsi1sk', composite: ['language', 'dictCode'] } },
    },
  },
  entityConfig,
));
export type DictDataItem = EntityItem<typeof DictDataEntity>;
