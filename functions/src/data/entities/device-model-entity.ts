import { Entity, type EntityItem } from 'electrodb';
import { CONSUMABLE_KINDS } from '@aed/shared/schemas/device-model';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * Device models (platform catalogue): one partition (bounded by MAX_DEVICE_MODELS) sorted by product type, so the
 * list is one Query and "models of a type" is a key prefix.
 */
export const DeviceModelEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'deviceModel', version: '1', service: 'aed' },
    attributes: {
      modelId: { type: 'number', required: true },
      typeId: { type: 'number', required: true },
      modelName: { type: 'string', required: true },
      modelCode: { type: 'string', required: true },
      brand: { type: 'string', required: true },
      workingPrinciple: { type: ['1', '2'] as const, required: true },
      description: { type: 'string', required: true, default: '' },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      selfTestDays: { type: 'number', required: true, default: 1 },
      heartbeatMinutes: { type: 'number', required: true, default: 0 },
      /** Months between two maintenances (decision 0045); models from before it read 12. */
      serviceMonths: { type: 'number', required: true, default: 12 },
      consumables: {
        type: 'list',
        required: true,
        default: () => [],
        items: {
          type: 'map',
          properties: {
            kind: { type: CONSUMABLE_KINDS, required: true },
            ratedLifeMonths: { type: 'number', required: true },
          },
        },
      },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['modelId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['typeId', 'modelId'] } },
    },
  },
  entityConfig,
));
export type DeviceModelItem = EntityItem<typeof DeviceModelEntity>;
