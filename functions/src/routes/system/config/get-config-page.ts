import { ConfigPage } from '@aed/shared/routes/config.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pageConfigs } from '../../../domain/config/config-service';

export const handler = defineHandler(ConfigPage, ({ actor, query }) => pageConfigs(actor, query));
