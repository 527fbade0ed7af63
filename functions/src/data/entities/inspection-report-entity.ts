import { Entity, type EntityItem } from 'electrodb';
import { AUDIT_RESULTS, REPORT_SOURCES, REPORT_STATES } from '@aed/shared/schemas/report-states';
import { ITEM_STATUSES, REPORT_RESULTS } from '@aed/shared/schemas/report';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';
import { attachedFilesAttribute } from './attached-files-attribute';

/**
 * An inspection report (docs/decisions/0055): a snapshot of one completed work order of a device, with its approval.
 * `deptPath` is the order's organization (rebased when it moves): gsi1 `byOrg` sorts reports by (organization path,
 * id), so the list in a caller's scope is key-prefix Queries; gsi2 `byOrder` finds the reports of an order. Every
 * action writes with a condition on the `state` and `version` it read (`version` + 1).
 */
export const InspectionReportEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'inspectionReport', version: '1', service: 'aed' },
    attributes: {
      reportId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      reportCode: { type: 'string', required: true },
      reportName: { type: 'string', required: true },
      source: { type: REPORT_SOURCES, required: true },
      state: { type: REPORT_STATES, required: true, default: '0' },
      version: { type: 'number', required: true, default: 1 },
      result: { type: REPORT_RESULTS, required: true },
      deviceId: { type: 'number', required: true },
      serialNumber: { type: 'string', required: true },
      equipmentName: { type: 'string', required: true, default: '' },
      modelName: { type: 'string', required: true, default: '' },
      manufacturer: { type: 'string', required: true, default: '' },
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      deptName: { type: 'string', required: true, default: '' },
      orderId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      orderNo: { type: 'string', required: true },
      items: {
        type: 'list',
        required: true,
        default: () => [],
        items: {
          type: 'map',
          properties: {
            name: { type: 'string', required: true },
            code: { type: 'string', required: true },
            value: { type: 'string', required: true },
            status: { type: ITEM_STATUSES, required: true },
            date: { type: 'string', required: true },
          },
        },
      },
      replacedItems: {
        type: 'list',
        required: true,
        default: () => [],
        items: { type: 'map', properties: { kind: { type: 'string', required: true }, name: { type: 'string', required: true }, code: { type: 'string', required: true }, expiryDate: { type: 'string', required: true } } },
      },
      /** The order's photos and signatures (upload ids; the order keeps them attached). */
      files: attachedFilesAttribute(),
      recipients: { type: 'list', required: true, default: () => [], items: { type: 'string' } },
      receiverEmails: { type: 'list', required: true, default: () => [], items: { type: 'string' } },
      /** The organization's report settings when the report was made (the PDF slice prints with them). */
      reportTitle: { type: 'string', required: true, default: '' },
      reportLanguage: { type: 'string', required: true, default: '' },
      reportTimeZone: { type: 'string', required: true, default: '' },
      /** The order's handler: who signs the report, and when the order was processed. */
      signerId: { type: 'number', required: true, default: 0 },
      signerName: { type: 'string', required: true, default: '' },
      signTime: { type: 'string', required: true, default: '' },
      auditResult: { type: [...AUDIT_RESULTS, ''] as const, required: true, default: '' },
      auditOpinion: { type: 'string', required: true, default: '' },
      auditBy: { type: 'string', required: true, default: '' },
      auditTime: { type: 'string', required: true, default: '' },
      sentTime: { type: 'string', required: true, default: '' },
      /** A send in progress holds the report until then (two sends at once mail once); '' or past: free. */
      sendingUntil: { type: 'string', required: true, default: '' },
      /** Lower-cased report code and serial number: the keyword filter. */
      searchText: { type: 'string', required: true, default: '' },
      creatorId: { type: 'number', required: true, default: 0 },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['reportId'] }, sk: { field: 'sk', composite: [] } },
      byOrg: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'reportId'] } },
      byOrder: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['orderId'] }, sk: { field: 'gsi2sk', composite: ['reportId'] } },
    },
  },
  entityConfig,
));
export type InspectionReportItem = EntityItem<typeof InspectionReportEntity>;
