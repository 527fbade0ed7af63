import { defineHandler } from '../../../lib/define-handler';
import { getConfigValue } from '../../../domain/config/config-service';

export const handler = defineHandler('ConfigByKey', ({ query }) => getConfigValue(query.configKey));
