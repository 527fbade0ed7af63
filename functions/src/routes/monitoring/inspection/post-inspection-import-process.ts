import { InspectionImportProcess } from '@aed/shared/routes/inspection.routes';
import { defineHandler } from '../../../lib/define-handler';
import { processInspectionImport } from '../../../domain/inspection/inspection-sheet';

export const handler = defineHandler(InspectionImportProcess, ({ actor, body }) => processInspectionImport(actor, body.importId));
