import { ConfigByKey } from '@aed/shared/routes/config.routes';
import { defineHandler } from '../../../lib/define-handler';
import { configValueByKey } from '../../../domain/config/config-queries';

export const handler = defineHandler(ConfigByKey, ({ actor, query }) => configValueByKey(actor, query.configKey));
