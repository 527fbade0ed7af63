import { RegionPage } from '@aed/shared/routes/region.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pageRegionSearch } from '../../../domain/region/region-queries';

export const handler = defineHandler(RegionPage, ({ query }) => pageRegionSearch(query));
