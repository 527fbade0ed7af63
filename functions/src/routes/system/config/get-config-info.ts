import { ConfigInfo } from '@aed/shared/routes/config.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { getConfig } from '../../../domain/config/config-queries';

export const handler = defineHandler(ConfigInfo, async ({ actor, query, event }) => getConfig(actor, query.configId, await callerLanguage(event, actor)));
