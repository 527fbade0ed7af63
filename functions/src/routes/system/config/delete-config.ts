import { defineHandler } from '../../../lib/define-handler';
import { removeConfigs } from '../../../domain/config/config-service';

export const handler = defineHandler('ConfigDelete', ({ query }) => removeConfigs(query.ids));
