import { RegionInfo } from '@aed/shared/routes/region.routes';
import { defineHandler } from '../../../lib/define-handler';
import { regionInfo } from '../../../domain/region/region-queries';

export const handler = defineHandler(RegionInfo, ({ query }) => regionInfo(query.regionId));
