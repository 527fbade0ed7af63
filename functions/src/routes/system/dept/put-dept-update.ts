import { DeptUpdate } from '@aed/shared/routes/dept.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editDept } from '../../../domain/dept/dept-service';

export const handler = defineHandler(DeptUpdate, ({ actor, body }) => editDept(actor, body));
