import { RegionChildren } from '@aed/shared/routes/region.routes';
import { defineHandler } from '../../../lib/define-handler';
import { regionChildren } from '../../../domain/region/region-queries';

export const handler = defineHandler(RegionChildren, ({ query }) => regionChildren(query));
