import { RegionExport } from '@aed/shared/routes/region.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportRegions } from '../../../domain/region/region-export';

export const handler = defineHandler(RegionExport, async ({ actor, query, event }) => exportRegions(query, await callerLanguage(event, actor)));
