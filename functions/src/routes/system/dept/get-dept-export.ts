import { defineHandler } from '../../../lib/define-handler';
import { exportDepts } from '../../../domain/dept/dept-export';

export const handler = defineHandler('DeptExport', ({ actor, query }) => exportDepts(actor, query));
