import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';

/** Organization (department / client). `ancestors` is the materialized path used for subtree Queries. */
export const DeptEntity = new Entity(
  {
    model: { entity: 'dept', version: '1', service: 'aed' },
    attributes: {
      deptId: { type: 'number', required: true },
      parentId: { type: 'number', required: true, default: 0 },
      ancestors: { type: 'string', required: true, default: '0' },
      deptName: { type: 'string', required: true },
      /** 0 agent/distributor, 2 terminal client/customer. */
      deptType: { type: ['0', '2'] as const, required: true, default: '0' },
      orderNum: { type: 'number', required: true, default: 0 },
      leader: { type: 'string', required: true, default: '' },
      phone: { type: 'string', required: true, default: '' },
      email: { type: 'string', required: true, default: '' },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      createTime: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['deptId'] }, sk: { field: 'sk', composite: [] } },
      byPath: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['ancestors', 'deptId'] } },
    },
  },
  entityConfig,
);
export type DeptItem = EntityItem<typeof DeptEntity>;
