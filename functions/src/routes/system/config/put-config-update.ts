import { ConfigUpdate } from '@aed/shared/routes/config.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { editConfig } from '../../../domain/config/config-service';

export const handler = defineHandler(ConfigUpdate, async ({ actor, body, event }) => editConfig(actor, body, await callerLanguage(event, actor)));
