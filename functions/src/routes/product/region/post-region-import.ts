import { RegionImport } from '@aed/shared/routes/region.routes';
import { defineHandler } from '../../../lib/define-handler';
import { startRegionImport } from '../../../domain/region/region-import';

export const handler = defineHandler(RegionImport, ({ actor, body }) => startRegionImport(actor, body));
