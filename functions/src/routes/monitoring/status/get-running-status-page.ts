import { RunningStatusPage } from '@aed/shared/routes/running-status.routes';
import { defineHandler } from '../../../lib/define-handler';
import { runningStatusPage } from '../../../domain/iot/running-status-queries';

export const handler = defineHandler(RunningStatusPage, ({ actor, query }) => runningStatusPage(actor, query));
