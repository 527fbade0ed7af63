import { LicenceSummary } from '@aed/shared/routes/licence.routes';
import { defineHandler } from '../../../lib/define-handler';
import { licenceSummary } from '../../../domain/licence/licence-queries';

export const handler = defineHandler(LicenceSummary, ({ actor, query }) => licenceSummary(actor, query.deptId));
