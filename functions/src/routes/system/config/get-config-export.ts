import { defineHandler } from '../../../lib/define-handler';
import { exportConfigs } from '../../../domain/config/config-export';

export const handler = defineHandler('ConfigExport', ({ query }) => exportConfigs(query));
