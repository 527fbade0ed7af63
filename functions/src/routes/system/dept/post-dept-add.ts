import { DeptAdd } from '@aed/shared/routes/dept.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addDept } from '../../../domain/dept/dept-service';

export const handler = defineHandler(DeptAdd, ({ actor, body }) => addDept(actor, body));
