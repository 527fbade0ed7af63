import { RegionImportTemplate } from '@aed/shared/routes/region.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { regionImportTemplate } from '../../../domain/region/region-import';

export const handler = defineHandler(RegionImportTemplate, async ({ actor, event }) => regionImportTemplate(await callerLanguage(event, actor)));
