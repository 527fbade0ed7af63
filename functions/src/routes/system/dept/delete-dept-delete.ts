import { DeptDelete } from '@aed/shared/routes/dept.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeDept } from '../../../domain/dept/dept-remove';

export const handler = defineHandler(DeptDelete, ({ actor, query }) => removeDept(actor, query.deptId));
