import { Entity, type EntityItem } from 'electrodb';
import { INSPECTION_RESULTS, INSPECTION_SOURCES } from '@aed/shared/schemas/inspection';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * An inspection or test record of a device (decision 0050), owned by the device's organization (`deptPath`, copied at
 * write time). `recordId` is derived from what makes a record the same one (sheet: device, date and inspector; self
 * test: device and message id), so writing it with `create` twice saves it once. gsi1 lists a subtree's records by
 * (path, date), gsi2 one device's by source and date (its latest inspection, for the running status).
 */
export const InspectionRecordEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'inspectionRecord', version: '1', service: 'aed' },
    attributes: {
      recordId: { type: 'string', required: true },
      source: { type: INSPECTION_SOURCES, required: true },
      deviceId: { type: 'number', required: true },
      serialNumber: { type: 'string', required: true },
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      /** YYYY-MM-DD. */
      inspectionDate: { type: 'string', required: true },
      /** A self-test's device time (ISO, UTC); '' for a sheet's row. */
      inspectedAt: { type: 'string', required: true, default: '' },
      inspectorName: { type: 'string', required: true, default: '' },
      result: { type: INSPECTION_RESULTS, required: true },
      /** By checklist item (INSPECTION_ITEMS): 'pass', 'fail' or '' (not checked). */
      items: { type: 'map', properties: { appearance: { type: 'string' }, statusIndicator: { type: 'string' }, battery: { type: 'string' }, padsExpiry: { type: 'string' }, cabinetAlarm: { type: 'string' } }, required: true, default: () => ({}) },
      remark: { type: 'string', required: true, default: '' },
      /** Who imported the sheet (user name), '' for a self-test; `importId` the import it came with. */
      importedBy: { type: 'string', required: true, default: '' },
      importId: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['recordId'] }, sk: { field: 'sk', composite: [] } },
      byOrg: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'inspectionDate', 'recordId'] } },
      byDevice: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['deviceId'] }, sk: { field: 'gsi2sk', composite: ['source', 'inspectionDate', 'recordId'] } },
    },
  },
  entityConfig,
));
export type InspectionRecordItem = EntityItem<typeof InspectionRecordEntity>;
