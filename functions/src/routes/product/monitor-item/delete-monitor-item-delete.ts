import { MonitorItemDelete } from '@aed/shared/routes/monitor-item.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeMonitorItems } from '../../../domain/monitor-item/monitor-item-service';

export const handler = defineHandler(MonitorItemDelete, ({ query }) => removeMonitorItems(query.ids));
