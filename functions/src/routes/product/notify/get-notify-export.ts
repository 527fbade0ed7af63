import { NotifyExport } from '@aed/shared/routes/notify.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportNotifyPersons } from '../../../domain/notify/notify-export';

export const handler = defineHandler(NotifyExport, async ({ actor, query, event }) => exportNotifyPersons(actor, query, await callerLanguage(event, actor)));
