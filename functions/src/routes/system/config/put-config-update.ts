import { ConfigUpdate } from '@aed/shared/routes/config.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editConfig } from '../../../domain/config/config-service';

export const handler = defineHandler(ConfigUpdate, ({ actor, body }) => editConfig(actor, body));
