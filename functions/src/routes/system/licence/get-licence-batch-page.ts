import { LicenceBatchPage } from '@aed/shared/routes/licence.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pageLicenceBatches } from '../../../domain/licence/licence-queries';

export const handler = defineHandler(LicenceBatchPage, ({ actor, query }) => pageLicenceBatches(actor, query));
