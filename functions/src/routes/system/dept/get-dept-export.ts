import { DeptExport } from '@aed/shared/routes/dept.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportDepts } from '../../../domain/dept/dept-export';

export const handler = defineHandler(DeptExport, async ({ actor, query, event }) => exportDepts(actor, query, await callerLanguage(event, actor)));
