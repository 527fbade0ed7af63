import { ConfigDelete } from '@aed/shared/routes/config.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeConfigs } from '../../../domain/config/config-service';

export const handler = defineHandler(ConfigDelete, ({ actor, query }) => removeConfigs(actor, query.ids));
