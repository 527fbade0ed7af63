import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * A QR code (docs/decisions/0042): a random token (128 bits, base64url) that belongs to the organization that generated
 * it (`deptPath`) and points at one device (`deviceId`, 0 = unbound). One code per device at a time is kept by a
 * `qrDevice` uniqueness marker written in the same transaction as the binding.
 *
 * gsi1 `byPath` = (list; `deptPath`, createTime, code): the caller's data scope as key-prefix Queries.
 * gsi2 `byDevice` = (device; code), only for bound codes (sparse): "the code of device X" is one Query.
 */
export const QrCodeEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'qrCode', version: '1', service: 'aed' },
    attributes: {
      code: { type: 'string', required: true },
      list: { type: 'string', required: true, default: 'qr' },
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      /** 0 = unbound. */
      deviceId: { type: 'number', required: true, default: 0 },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      bindBy: { type: 'string', required: true, default: '' },
      bindTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byCode: { pk: { field: 'pk', composite: ['code'] }, sk: { field: 'sk', composite: [] } },
      byPath: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['list'] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'createTime', 'code'] } },
      byDevice: {
        index: 'gsi2',
        condition: (attr) => Number(attr.deviceId) > 0,
        pk: { field: 'gsi2pk', composite: ['deviceId'] },
        sk: { field: 'gsi2sk', composite: ['code'] },
      },
    },
  },
  entityConfig,
));
export type QrCodeItem = EntityItem<typeof QrCodeEntity>;

/** One binding change of a code (who, when, old and new device): written in the binding's transaction. */
export const QrBindingEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'qrBinding', version: '1', service: 'aed' },
    attributes: {
      code: { type: 'string', required: true },
      eventId: { type: 'string', required: true },
      oldDeviceId: { type: 'number', required: true },
      newDeviceId: { type: 'number', required: true },
      by: { type: 'string', required: true, default: '' },
      time: { type: 'string', required: true },
    },
    indexes: {
      byCode: { pk: { field: 'pk', composite: ['code'] }, sk: { field: 'sk', composite: ['eventId'] } },
    },
  },
  entityConfig,
));
export type QrBindingItem = EntityItem<typeof QrBindingEntity>;
