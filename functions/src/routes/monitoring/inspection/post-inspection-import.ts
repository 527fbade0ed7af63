import { InspectionImport } from '@aed/shared/routes/inspection.routes';
import { defineHandler } from '../../../lib/define-handler';
import { startInspectionImport } from '../../../domain/inspection/inspection-sheet';

export const handler = defineHandler(InspectionImport, ({ actor, body }) => startInspectionImport(actor, body));
