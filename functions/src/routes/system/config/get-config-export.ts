import { ConfigExport } from '@aed/shared/routes/config.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportConfigs } from '../../../domain/config/config-export';

export const handler = defineHandler(ConfigExport, async ({ actor, query, event }) => exportConfigs(actor, query, await callerLanguage(event, actor)));
