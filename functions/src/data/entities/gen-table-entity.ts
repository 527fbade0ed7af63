import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

const labels = {
  type: 'map',
  required: true,
  properties: {
    en: { type: 'string', required: true },
    fr: { type: 'string' },
    'zh-CN': { type: 'string' },
    'zh-TW': { type: 'string' },
  },
} as const;

/**
 * Code generator definitions ("generator tables"): one small partition (bounded by GEN_LIMITS.maxTables), so a list
 * is one Query. The fields (at most 30) are a list of maps on the item itself; the module name is unique through a
 * `unique` marker written in the same transaction.
 */
export const GenTableEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'genTable', version: '1', service: 'aed' },
    attributes: {
      tableId: { type: 'number', required: true },
      moduleName: { type: 'string', required: true },
      entityName: { type: 'string', required: true },
      businessName: labels,
      parentMenuId: { type: 'number', required: true, default: 1 },
      menuId: { type: 'number', required: true },
      fields: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: {
            name: { type: 'string', required: true },
            type: { type: ['string', 'number', 'boolean', 'date', 'enum'] as const, required: true },
            label: labels,
            required: { type: 'boolean', required: true },
            maxLength: { type: 'number', required: true },
            dictType: { type: 'string' },
            inList: { type: 'boolean', required: true },
            inQuery: { type: 'boolean', required: true },
            inForm: { type: 'boolean', required: true },
            queryMode: { type: ['eq', 'like'] as const, required: true },
          },
        },
      },
      remark: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['tableId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['tableId'] } },
    },
  },
  entityConfig,
));
export type GenTableItem = EntityItem<typeof GenTableEntity>;
