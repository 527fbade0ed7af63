import { RegionUpdate } from '@aed/shared/routes/region.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editRegion } from '../../../domain/region/region-service';

export const handler = defineHandler(RegionUpdate, ({ actor, body }) => editRegion(actor, body));
