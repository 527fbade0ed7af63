import { RunningStatusInfo } from '@aed/shared/routes/running-status.routes';
import { defineHandler } from '../../../lib/define-handler';
import { runningStatusInfo } from '../../../domain/iot/running-status-queries';

export const handler = defineHandler(RunningStatusInfo, ({ actor, query }) => runningStatusInfo(actor, query));
