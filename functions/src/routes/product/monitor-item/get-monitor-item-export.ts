import { MonitorItemExport } from '@aed/shared/routes/monitor-item.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportMonitorItems } from '../../../domain/monitor-item/monitor-item-export';

export const handler = defineHandler(MonitorItemExport, async ({ actor, query, event }) => exportMonitorItems(query, await callerLanguage(event, actor)));
