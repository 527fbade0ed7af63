import { MonitorItemAdd } from '@aed/shared/routes/monitor-item.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addMonitorItem } from '../../../domain/monitor-item/monitor-item-service';

export const handler = defineHandler(MonitorItemAdd, ({ actor, body }) => addMonitorItem(actor, body));
