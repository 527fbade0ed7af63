import { RegionChildren } from '@aed/shared/routes/region.routes';
import { defineHandler } from '../../../lib/define-handler';
import { regionChildren } from '../../../domain/region/region-service';

export const handler = defineHandler(RegionChildren, ({ query }) => regionChildren(query));
