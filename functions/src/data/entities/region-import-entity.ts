import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';

/**
 * A region import in progress (docs/decisions/0016): the checked rows of an uploaded file, parents before their
 * children, written in batches by `import/process` so each call stays short and the web shows progress. Owned by
 * the uploader; expires after an hour.
 */
export const RegionImportEntity = new Entity(
  {
    model: { entity: 'regionImport', version: '1', service: 'aed' },
    attributes: {
      importId: { type: 'string', required: true },
      /** 0: the progress record; 1..n: the rows of batch n (an item holds at most 400 KB, so rows go in batches). */
      part: { type: 'number', required: true },
      ownerUserId: { type: 'number', required: true },
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
);
export type RegionImportItem = EntityItem<typeof RegionImportEntity>;
export type NewRegionImportItem = CreateEntityItem<typeof RegionImportEntity>;
