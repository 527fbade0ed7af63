import { ConfigAdd } from '@aed/shared/routes/config.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addConfig } from '../../../domain/config/config-service';

export const handler = defineHandler(ConfigAdd, ({ actor, body }) => addConfig(actor, body));
