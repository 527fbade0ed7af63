import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * An import in progress (users, devices, regions: `kind`): the checked rows of an uploaded file, written in batches by the
 * module's `process` call so that each call stays short and the web can show progress. Owned by the uploader;
 * expires after an hour.
 */
export const UserImportEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'userImport', version: '1', service: 'aed' },
    attributes: {
      importId: { type: 'string', required: true },
      /** 0: the progress record; 1..n: the rows of batch n (an item holds at most 400 KB, so rows go in batches). */
      part: { type: 'number', required: true },
      ownerUserId: { type: 'number', required: true },
      /** Which module's rows (an import of one kind is never processed by another module). */
      kind: { type: 'string', required: true, default: 'user' },
      /** JSON of the rows of this batch (each with its spreadsheet row number); '' on the progress record. */
      rows: { type: 'string', required: true, default: '' },
      total: { type: 'number', required: true },
      processed: { type: 'number', required: true, default: 0 },
      created: { type: 'number', required: true, default: 0 },
      /** JSON arrays of row messages. */
      duplicates: { type: 'string', required: true, default: '[]' },
      errors: { type: 'string', required: true, default: '[]' },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['importId'] }, sk: { field: 'sk', composite: ['part'] } },
    },
  },
  entityConfig,
));
export type UserImportItem = EntityItem<typeof UserImportEntity>;
export type NewUserImportItem = CreateEntityItem<typeof UserImportEntity>;
