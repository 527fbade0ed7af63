import { RegionDelete } from '@aed/shared/routes/region.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeRegions } from '../../../domain/region/region-service';

export const handler = defineHandler(RegionDelete, ({ query }) => removeRegions(query.ids));
