import { MonitorItemUpdate } from '@aed/shared/routes/monitor-item.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editMonitorItem } from '../../../domain/monitor-item/monitor-item-service';

export const handler = defineHandler(MonitorItemUpdate, ({ actor, body }) => editMonitorItem(actor, body));
