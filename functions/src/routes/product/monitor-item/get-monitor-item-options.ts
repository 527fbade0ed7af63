import { MonitorItemOptions } from '@aed/shared/routes/monitor-item.routes';
import { defineHandler } from '../../../lib/define-handler';
import { monitorItemOptions } from '../../../domain/monitor-item/monitor-item-service';

export const handler = defineHandler(MonitorItemOptions, () => monitorItemOptions());
