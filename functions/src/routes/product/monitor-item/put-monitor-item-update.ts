import { MonitorItemUpdate } from '@aed/shared/routes/monitor-item.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { editMonitorItem } from '../../../domain/monitor-item/monitor-item-service';

export const handler = defineHandler(MonitorItemUpdate, async ({ actor, body, event }) => editMonitorItem(actor, body, await callerLanguage(event, actor)));
