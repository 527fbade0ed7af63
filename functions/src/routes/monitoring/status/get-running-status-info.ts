import { RunningStatusInfo } from '@aed/shared/routes/running-status.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { runningStatusInfo } from '../../../domain/iot/running-status-queries';

export const handler = defineHandler(RunningStatusInfo, async ({ actor, query, event }) => runningStatusInfo(actor, query, await callerLanguage(event, actor)));
