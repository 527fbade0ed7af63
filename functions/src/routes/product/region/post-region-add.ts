import { RegionAdd } from '@aed/shared/routes/region.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addRegion } from '../../../domain/region/region-service';

export const handler = defineHandler(RegionAdd, ({ actor, body }) => addRegion(actor, body));
