import { DeptInfo } from '@aed/shared/routes/dept.routes';
import { defineHandler } from '../../../lib/define-handler';
import { getDeptInfo } from '../../../domain/dept/dept-info';

export const handler = defineHandler(DeptInfo, ({ actor, query }) => getDeptInfo(actor, query.deptId));
