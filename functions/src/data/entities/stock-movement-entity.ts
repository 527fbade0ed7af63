import { Entity, type EntityItem } from 'electrodb';
import { MOVEMENT_KINDS, MOVEMENT_SIDES } from '@aed/shared/schemas/device';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * A stock movement: one line per organization whose stock of a model changed, written in the transaction of the
 * device write that changed it (docs/decisions/0013). A transfer is two lines sharing `groupId` (out of the old
 * organization, into the new one); the `in` line (or the only line) is the device's history entry.
 *
 * gsi1 `byPath` sorts lines by (organization path, time): an organization's lines newest first are a Query with
 * descending order, a subtree's a key-prefix Query (by organization, then time). gsi2 `byDevice` holds the history of
 * one device, oldest first. `deptPath` is rebased when an organization moves.
 */
export const StockMovementEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'stockMovement', version: '1', service: 'aed' },
    attributes: {
      movementId: { type: 'string', required: true },
      groupId: { type: 'string', required: true },
      kind: { type: MOVEMENT_KINDS, required: true },
      side: { type: MOVEMENT_SIDES, required: true },
      /** The line belongs to this organization (the one whose stock changed). */
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      deviceId: { type: 'number', required: true },
      serialNumber: { type: 'string', required: true },
      equipmentCode: { type: 'string', required: true, default: '' },
      /** Model and type the line counts (after the change; before it for a delete). */
      modelId: { type: 'number', required: true },
      typeId: { type: 'number', required: true },
      /** 0 / '' where there is no side (a create has no origin, a delete no destination). */
      fromDeptId: { type: 'number', required: true, default: 0 },
      toDeptId: { type: 'number', required: true, default: 0 },
      fromSaleStatus: { type: 'string', required: true, default: '' },
      toSaleStatus: { type: 'string', required: true, default: '' },
      fromModelId: { type: 'number', required: true, default: 0 },
      toModelId: { type: 'number', required: true, default: 0 },
      operator: { type: 'string', required: true, default: '' },
      time: { type: 'string', required: true },
      remark: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['movementId'] }, sk: { field: 'sk', composite: [] } },
      byPath: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'time', 'movementId'] } },
      byDevice: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['deviceId'] }, sk: { field: 'gsi2sk', composite: ['time', 'movementId'] } },
    },
  },
  entityConfig,
));
export type StockMovementItem = EntityItem<typeof StockMovementEntity>;
