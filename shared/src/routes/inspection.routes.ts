/** Monitoring records and the inspection record sheet (docs/decisions/0050). */
import { PERMISSIONS } from '../permissions/permissions';
import * as inspection from '../schemas/inspection';
import { importFileBody, importProcessBody, importProgress } from '../schemas/import';
import { cursorPageOf } from '../api/envelope';
import { defineRoute } from '../api/route';

const I = PERMISSIONS.inspection;

export const InspectionRecordPage = defineRoute({ id: 'InspectionRecordPage', method: 'GET', path: '/monitoring/record/page', access: I.list, summary: 'Inspection and self-test records of the devices in the caller scope, by organization and newest first, one cursor page', query: inspection.inspectionPageQuery, response: cursorPageOf(inspection.inspectionRecord) });
export const InspectionRecordInfo = defineRoute({ id: 'InspectionRecordInfo', method: 'GET', path: '/monitoring/record/info', access: I.list, summary: 'One inspection or self-test record of a device in the caller scope', query: inspection.inspectionInfoQuery, response: inspection.inspectionRecord });
export const InspectionSheetTemplate = defineRoute({ id: 'InspectionSheetTemplate', method: 'GET', path: '/monitoring/inspection/template', access: I.import, summary: 'The blank inspection record sheet (xlsx) in the caller language', file: true });
export const InspectionImport = defineRoute({ id: 'InspectionImport', method: 'POST', path: '/monitoring/inspection/import', access: I.import, summary: 'Upload a filled inspection record sheet: checks it and answers row messages; rows are written by import/process', body: importFileBody, log: { module: 'inspection', type: 'import' }, response: importProgress });
export const InspectionImportProcess = defineRoute({ id: 'InspectionImportProcess', method: 'POST', path: '/monitoring/inspection/import/process', access: I.import, summary: 'Write the next batch of an inspection import; repeat until done', body: importProcessBody, response: importProgress });
export const INSPECTION_ROUTES = [InspectionRecordPage, InspectionRecordInfo, InspectionSheetTemplate, InspectionImport, InspectionImportProcess] as const;
