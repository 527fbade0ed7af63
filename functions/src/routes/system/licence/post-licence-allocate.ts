import { LicenceAllocate } from '@aed/shared/routes/licence.routes';
import { defineHandler } from '../../../lib/define-handler';
import { allocateLicences } from '../../../domain/licence/licence-service';

export const handler = defineHandler(LicenceAllocate, ({ actor, body }) => allocateLicences(actor, body));
