import { ConfigPage } from '@aed/shared/routes/config.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { pageConfigs } from '../../../domain/config/config-queries';

export const handler = defineHandler(ConfigPage, async ({ actor, query, event }) => pageConfigs(actor, query, await callerLanguage(event, actor)));
