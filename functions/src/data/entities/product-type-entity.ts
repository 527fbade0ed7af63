import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/** Product types (platform catalogue): one small partition (bounded by MAX_PRODUCT_TYPES), so a list is one Query. */
export const ProductTypeEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'productType', version: '1', service: 'aed' },
    attributes: {
      typeId: { type: 'number', required: true },
      typeCode: { type: 'string', required: true },
      typeName: { type: 'string', required: true },
      description: { type: 'string', required: true, default: '' },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['typeId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['typeId'] } },
    },
  },
  entityConfig,
));
export type ProductTypeItem = EntityItem<typeof ProductTypeEntity>;
