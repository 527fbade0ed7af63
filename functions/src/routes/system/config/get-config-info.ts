import { ConfigInfo } from '@aed/shared/routes/config.routes';
import { defineHandler } from '../../../lib/define-handler';
import { getConfig } from '../../../domain/config/config-service';

export const handler = defineHandler(ConfigInfo, ({ actor, query }) => getConfig(actor, query.configId));
