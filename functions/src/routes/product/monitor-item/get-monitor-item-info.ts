import { MonitorItemInfo } from '@aed/shared/routes/monitor-item.routes';
import { defineHandler } from '../../../lib/define-handler';
import { getMonitorItem } from '../../../domain/monitor-item/monitor-item-service';

export const handler = defineHandler(MonitorItemInfo, ({ query }) => getMonitorItem(query.itemId));
