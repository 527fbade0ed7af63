import { LicenceMint } from '@aed/shared/routes/licence.routes';
import { defineHandler } from '../../../lib/define-handler';
import { mintLicences } from '../../../domain/licence/licence-service';

export const handler = defineHandler(LicenceMint, ({ actor, body }) => mintLicences(actor, body));
