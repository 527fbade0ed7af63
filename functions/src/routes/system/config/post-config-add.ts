import { ConfigAdd } from '@aed/shared/routes/config.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { addConfig } from '../../../domain/config/config-service';

export const handler = defineHandler(ConfigAdd, async ({ actor, body, event }) => addConfig(actor, body, await callerLanguage(event, actor)));
