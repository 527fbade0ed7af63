import { RegionOptions } from '@aed/shared/routes/region.routes';
import { defineHandler } from '../../../lib/define-handler';
import { regionOptions } from '../../../domain/region/region-queries';

export const handler = defineHandler(RegionOptions, ({ query }) => regionOptions(query.parentId));
