import { InspectionSheetTemplate } from '@aed/shared/routes/inspection.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { inspectionSheetTemplate } from '../../../domain/inspection/inspection-sheet';

export const handler = defineHandler(InspectionSheetTemplate, async ({ actor, event }) => inspectionSheetTemplate(await callerLanguage(event, actor)));
