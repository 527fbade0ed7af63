import { RegionChangeStatus } from '@aed/shared/routes/region.routes';
import { defineHandler } from '../../../lib/define-handler';
import { changeRegionStatus } from '../../../domain/region/region-service';

export const handler = defineHandler(RegionChangeStatus, ({ actor, body }) => changeRegionStatus(actor, body));
