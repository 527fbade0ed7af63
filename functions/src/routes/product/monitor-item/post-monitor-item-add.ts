import { MonitorItemAdd } from '@aed/shared/routes/monitor-item.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { addMonitorItem } from '../../../domain/monitor-item/monitor-item-service';

export const handler = defineHandler(MonitorItemAdd, async ({ actor, body, event }) => addMonitorItem(actor, body, await callerLanguage(event, actor)));
