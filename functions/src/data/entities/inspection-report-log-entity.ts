import { Entity, type EntityItem } from 'electrodb';
import { REPORT_LOG_ACTIONS, REPORT_STATES } from '@aed/shared/schemas/report-states';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * One line of an inspection report's log (docs/decisions/0055): who, when, from which state to which, the opinion.
 * Append-only, created with a not-exists condition in the transaction of the action it records; `seq` is the
 * report's version after the action, so two lines of one report never share a key. gsi1 `approvals` holds only the
 * approvals, by time: the report email schedule's job reads the ones of its window (decision 0057).
 */
export const InspectionReportLogEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'inspectionReportLog', version: '1', service: 'aed' },
    attributes: {
      reportId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      seq: { type: 'number', required: true, padding: { length: 6, char: '0' } },
      action: { type: REPORT_LOG_ACTIONS, required: true },
      fromState: { type: REPORT_STATES, required: false },
      toState: { type: REPORT_STATES, required: true },
      opinion: { type: 'string', required: true, default: '' },
      operator: { type: 'string', required: true },
      time: { type: 'string', required: true },
    },
    indexes: {
      byReport: { pk: { field: 'pk', composite: ['reportId'] }, sk: { field: 'sk', composite: ['seq'] } },
      approvals: {
        index: 'gsi1',
        // sparse: a line is created once and never changed, so its keys are written by that create
        condition: (attr) => attr.action === 'approve',
        pk: { field: 'gsi1pk', composite: [] },
        sk: { field: 'gsi1sk', composite: ['time', 'reportId', 'seq'] },
      },
    },
  },
  entityConfig,
));
export type InspectionReportLogItem = EntityItem<typeof InspectionReportLogEntity>;
