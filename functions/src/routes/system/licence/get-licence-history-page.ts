import { LicenceHistoryPage } from '@aed/shared/routes/licence.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pageLicenceHistory } from '../../../domain/licence/licence-queries';

export const handler = defineHandler(LicenceHistoryPage, ({ actor, query }) => pageLicenceHistory(actor, query));
