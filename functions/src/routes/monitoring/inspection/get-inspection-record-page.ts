import { InspectionRecordPage } from '@aed/shared/routes/inspection.routes';
import { defineHandler } from '../../../lib/define-handler';
import { inspectionRecordPage } from '../../../domain/inspection/inspection-queries';

export const handler = defineHandler(InspectionRecordPage, ({ actor, query }) => inspectionRecordPage(actor, query));
