import { MonitorItemOptions } from '@aed/shared/routes/monitor-item.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { monitorItemOptions } from '../../../domain/monitor-item/monitor-item-queries';

export const handler = defineHandler(MonitorItemOptions, async ({ actor, event }) => monitorItemOptions(await callerLanguage(event, actor)));
