import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * An object of the upload path that may be left behind (docs/decisions/0040): written with the upload when it is
 * presigned, due when the upload expires. The daily `uploadSweep` job reads the due ones by time (one key range,
 * never a Scan) and deletes the object and the upload unless the upload was attached meanwhile.
 */
export const UploadSweepEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'uploadSweep', version: '1', service: 'aed' },
    attributes: {
      dueTime: { type: 'string', required: true },
      uploadId: { type: 'string', required: true },
      blobKey: { type: 'string', required: true },
    },
    indexes: {
      byDue: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['dueTime', 'uploadId'] } },
    },
  },
  entityConfig,
));
export type UploadSweepItem = EntityItem<typeof UploadSweepEntity>;
