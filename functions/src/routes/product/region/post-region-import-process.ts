import { RegionImportProcess } from '@aed/shared/routes/region.routes';
import { defineHandler } from '../../../lib/define-handler';
import { processRegionImport } from '../../../domain/region/region-import';

export const handler = defineHandler(RegionImportProcess, ({ actor, body }) => processRegionImport(actor, body.importId));
