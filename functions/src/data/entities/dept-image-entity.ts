import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * Metadata of an organization's logo or seal; the bytes are in object storage (data/blob-store.ts, decision 0010).
 * One item per organization and kind; read only when the image is served, replaced or removed.
 */
export const DeptImageEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'deptImage', version: '1', service: 'aed' },
    attributes: {
      deptId: { type: 'number', required: true },
      kind: { type: ['logo', 'seal'] as const, required: true },
      /** Object key in the blob store (`dept/<deptId>/<kind>-<uuid>`): a new key per upload. */
      blobKey: { type: 'string', required: true },
      /** Detected from the bytes (image/png, image/jpeg, image/tiff), never from the request. */
      contentType: { type: 'string', required: true },
      size: { type: 'number', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      /** Also the version stamp of the image URL (the organization's logoTime / sealTime). */
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byDept: { pk: { field: 'pk', composite: ['deptId', 'kind'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
));
export type DeptImageItem = EntityItem<typeof DeptImageEntity>;
