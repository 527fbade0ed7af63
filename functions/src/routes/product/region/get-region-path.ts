import { RegionPath } from '@aed/shared/routes/region.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { regionPaths } from '../../../domain/region/region-queries';

export const handler = defineHandler(RegionPath, async ({ actor, query, event }) => regionPaths(query.ids, await callerLanguage(event, actor)));
