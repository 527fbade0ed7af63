import { MonitorItemPage } from '@aed/shared/routes/monitor-item.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { pageMonitorItems } from '../../../domain/monitor-item/monitor-item-queries';

export const handler = defineHandler(MonitorItemPage, async ({ actor, query, event }) => pageMonitorItems(query, await callerLanguage(event, actor)));
