import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * An organization image being sent in parts (docs/decisions/0017): the parts are objects
 * `dept/<deptId>/part-<uploadId>-<index>` in the blob store; this item says how many arrived and how large they are,
 * so parts come in order and never exceed the image limit. Forgotten after IMAGE_UPLOAD_TTL_SECONDS.
 */
export const ImageUploadEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'imageUpload', version: '1', service: 'aed' },
    attributes: {
      uploadId: { type: 'string', required: true },
      deptId: { type: 'number', required: true },
      kind: { type: ['logo', 'seal'] as const, required: true },
      /** Parts stored so far (0..parts-1). */
      parts: { type: 'number', required: true, default: 0 },
      size: { type: 'number', required: true, default: 0 },
      createTime: { type: 'string', required: true },
      /** Epoch seconds: refused after it even before DynamoDB's TTL removes the item. */
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['uploadId'] }, sk: { field: 'sk', composite: [] } },
      /** The organization's uploads (abandoned ones are removed with their parts when it uploads again or is deleted). */
      byDept: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['deptId'] }, sk: { field: 'gsi1sk', composite: ['createTime', 'uploadId'] } },
    },
  },
  entityConfig,
));
export type ImageUploadItem = EntityItem<typeof ImageUploadEntity>;
