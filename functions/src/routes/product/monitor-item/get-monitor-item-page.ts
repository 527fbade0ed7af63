import { MonitorItemPage } from '@aed/shared/routes/monitor-item.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pageMonitorItems } from '../../../domain/monitor-item/monitor-item-service';

export const handler = defineHandler(MonitorItemPage, ({ query }) => pageMonitorItems(query));
