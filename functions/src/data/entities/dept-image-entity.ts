import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';

/**
 * An organization's logo or seal, kept apart from the organization record (an image is up to ~256 KB, which would
 * make every tree read heavy). One item per organization and kind; read only when shown or edited.
 */
export const DeptImageEntity = new Entity(
  {
    model: { entity: 'deptImage', version: '1', service: 'aed' },
    attributes: {
      deptId: { type: 'number', required: true },
      kind: { type: ['logo', 'seal'] as const, required: true },
      /** data:image/...;base64,... */
      image: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byDept: { pk: { field: 'pk', composite: ['deptId', 'kind'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
);
export type DeptImageItem = EntityItem<typeof DeptImageEntity>;
