import { RunningStatusTally } from '@aed/shared/routes/running-status.routes';
import { defineHandler } from '../../../lib/define-handler';
import { runningStatusTally } from '../../../domain/iot/running-status-queries';

export const handler = defineHandler(RunningStatusTally, ({ actor, query }) => runningStatusTally(actor, query));
