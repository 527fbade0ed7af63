import { Entity } from 'electrodb';
import { entityConfig } from '../client';

export const DictTypeEntity = new Entity(
  {
    model: { entity: 'dictType', version: '1', service: 'aed' },
    attributes: {
      dictId: { type: 'number', required: true },
      dictName: { type: 'string', required: true },
      dictType: { type: 'string', required: true },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      remark: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['dictId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['dictId'] } },
    },
  },
  entityConfig,
);
