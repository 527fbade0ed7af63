import { MonitorItemInfo } from '@aed/shared/routes/monitor-item.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { getMonitorItem } from '../../../domain/monitor-item/monitor-item-queries';

export const handler = defineHandler(MonitorItemInfo, async ({ actor, query, event }) => getMonitorItem(query.itemId, await callerLanguage(event, actor)));
