import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';
import { UPLOAD_PURPOSE_NAMES, UPLOAD_STATES } from '@aed/shared/schemas/upload';

/**
 * One file of the one upload path (docs/decisions/0040): the object `upload/<deptId>/<uploadId>` was POSTed straight to
 * object storage under a policy the server signed; this item says what it must be (purpose, type, declared size),
 * where it stands (pending -> confirmed -> attached), whose it is (uploader, organization and its path, for the data
 * scope) and, once attached, which record carries it. Pending and confirmed uploads expire (`ttl`); attaching
 * removes the ttl.
 */
export const UploadEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'upload', version: '1', service: 'aed' },
    attributes: {
      uploadId: { type: 'string', required: true },
      /** Object key, made by the server. */
      blobKey: { type: 'string', required: true },
      purpose: { type: UPLOAD_PURPOSE_NAMES, required: true },
      fileName: { type: 'string', required: true },
      /** The type the policy enforced (the POST's Content-Type). */
      contentType: { type: 'string', required: true },
      /** Size the browser declared when asking (the policy allows up to the purpose's maximum). */
      declaredSize: { type: 'number', required: true },
      /** Size found when confirmed. */
      size: { type: 'number', required: true, default: 0 },
      state: { type: UPLOAD_STATES, required: true, default: 'pending' },
      userId: { type: 'number', required: true },
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      /** What record carries the file once attached (`saleRecord`, `workOrder`, ...) and its id. */
      ownerKind: { type: 'string' },
      ownerId: { type: 'string' },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
      /** Epoch seconds: a pending or confirmed upload is refused after it, and DynamoDB's TTL removes it. */
      ttl: { type: 'number' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['uploadId'] }, sk: { field: 'sk', composite: [] } },
      /** The files of one record (attached uploads only: the index is sparse). */
      byOwner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['ownerKind', 'ownerId'] }, sk: { field: 'gsi1sk', composite: ['createTime', 'uploadId'] } },
      /** By organization path: an organization move rewrites the paths under it (key-prefix Query). */
      byPath: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['deptPath', 'uploadId'] } },
    },
  },
  entityConfig,
));
export type UploadItem = EntityItem<typeof UploadEntity>;
