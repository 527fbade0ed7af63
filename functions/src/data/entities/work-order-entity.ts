import { Entity, type EntityItem } from 'electrodb';
import { ORDER_KINDS, ORDER_SOURCES, ORDER_STATES } from '@aed/shared/schemas/work-order-states';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';
import { attachedFilesAttribute } from './attached-files-attribute';

/**
 * A work order (docs/decisions/0045-work-orders.md). `deptId`/`deptPath` are the device's organization when the
 * order was made (rebased when the device moves, as sales are): gsi1 `byOrg` sorts orders by (organization path, id),
 * so the list in a caller's scope is key-prefix Queries. gsi2 `byHandler` holds the orders dispatched to one handler.
 * Every action writes with a condition on the `state` and `version` it read (`version` + 1).
 */
export const WorkOrderEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'workOrder', version: '1', service: 'aed' },
    attributes: {
      orderId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      orderNo: { type: 'string', required: true },
      orderName: { type: 'string', required: true, default: '' },
      kind: { type: ORDER_KINDS, required: true },
      source: { type: ORDER_SOURCES, required: true, default: 'manual' },
      state: { type: ORDER_STATES, required: true, default: '0' },
      version: { type: 'number', required: true, default: 1 },
      deviceId: { type: 'number', required: true },
      serialNumber: { type: 'string', required: true, default: '' },
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      handlerId: { type: 'number', required: true, default: 0 },
      dispatcherId: { type: 'number', required: true, default: 0 },
      dispatchTime: { type: 'string', required: true, default: '' },
      returned: { type: 'boolean', required: true, default: false },
      returnReason: { type: 'string', required: true, default: '' },
      returnedAt: { type: 'string', required: true, default: '' },
      returnCount: { type: 'number', required: true, default: 0 },
      cancelReason: { type: 'string', required: true, default: '' },
      description: { type: 'string', required: true, default: '' },
      contactName: { type: 'string', required: true, default: '' },
      contactPhone: { type: 'string', required: true, default: '' },
      address: { type: 'string', required: true, default: '' },
      planDate: { type: 'string', required: true, default: '' },
      /** Alarm orders: the monitoring item, its limits and the value read. */
      monitorItem: { type: 'string', required: true, default: '' },
      upperLimit: { type: 'string', required: true, default: '' },
      lowerLimit: { type: 'string', required: true, default: '' },
      actualValue: { type: 'string', required: true, default: '' },
      /** Training orders. */
      trainingPlannedDate: { type: 'string', required: true, default: '' },
      trainingActualDate: { type: 'string', required: true, default: '' },
      trainer: { type: 'string', required: true, default: '' },
      trainerPhone: { type: 'string', required: true, default: '' },
      trainerEmail: { type: 'string', required: true, default: '' },
      trainingLocation: { type: 'string', required: true, default: '' },
      /** Processing. */
      handlingResult: { type: 'string', required: true, default: '' },
      handled: { type: 'boolean', required: true, default: false },
      replaced: { type: 'boolean', required: true, default: false },
      processDate: { type: 'string', required: true, default: '' },
      lastMaintenanceDate: { type: 'string', required: true, default: '' },
      nextMaintenanceDate: { type: 'string', required: true, default: '' },
      processTime: { type: 'string', required: true, default: '' },
      checklist: {
        type: 'list',
        required: true,
        default: () => [],
        items: {
          type: 'map',
          properties: {
            item: { type: 'string', required: true },
            result: { type: 'string', required: true },
            note: { type: 'string', required: true },
            /** The measured value, or absent. */
            value: { type: 'number' },
            photoUploadId: { type: 'string', required: true },
          },
        },
      },
      /** Consumables replaced by the processing: what went out, what came in and its expiry. */
      replacedItems: {
        type: 'list',
        required: true,
        default: () => [],
        items: {
          type: 'map',
          properties: {
            replacedId: { type: 'number', required: true },
            installedId: { type: 'number', required: true },
            kind: { type: 'string', required: true },
            name: { type: 'string', required: true },
            code: { type: 'string', required: true },
            expiryDate: { type: 'string', required: true },
          },
        },
      },
      files: attachedFilesAttribute(),
      remark: { type: 'string', required: true, default: '' },
      /** Lower-cased order number and serial number: the keyword filter. */
      searchText: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['orderId'] }, sk: { field: 'sk', composite: [] } },
      byOrg: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'orderId'] } },
      byHandler: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['handlerId'] }, sk: { field: 'gsi2sk', composite: ['orderId'] } },
    },
  },
  entityConfig,
));
export type WorkOrderItem = EntityItem<typeof WorkOrderEntity>;
