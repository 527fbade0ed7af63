import { InspectionRecordInfo } from '@aed/shared/routes/inspection.routes';
import { defineHandler } from '../../../lib/define-handler';
import { inspectionRecordInfo } from '../../../domain/inspection/inspection-queries';

export const handler = defineHandler(InspectionRecordInfo, ({ actor, query }) => inspectionRecordInfo(actor, query.recordId));
