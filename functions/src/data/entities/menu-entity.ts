import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

export const MenuEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'menu', version: '1', service: 'aed' },
    attributes: {
      menuId: { type: 'number', required: true },
      parentId: { type: 'number', required: true, default: 0 },
      menuName: { type: 'string', required: true },
      /** Translation key of the title. */
      code: { type: 'string', required: true, default: '' },
      /** M directory, C menu, F button. */
      menuType: { type: ['M', 'C', 'F'] as const, required: true },
      orderNum: { type: 'number', required: true, default: 0 },
      path: { type: 'string', required: true, default: '' },
      component: { type: 'string', required: true, default: '' },
      query: { type: 'string', required: true, default: '' },
      perms: { type: 'string', required: true, default: '' },
      icon: { type: 'string', required: true, default: '' },
      isFrame: { type: 'boolean', required: true, default: false },
      isCache: { type: 'boolean', required: true, default: true },
      visible: { type: ['0', '1'] as const, required: true, default: '0' },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      /** Optimistic concurrency: writes are conditioned on the value read. */
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['menuId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['menuId'] } },
    },
  },
  entityConfig,
));
export type MenuItem = EntityItem<typeof MenuEntity>;
