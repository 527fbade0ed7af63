import { DeptMailTest } from '@aed/shared/routes/dept.routes';
import { defineHandler } from '../../../lib/define-handler';
import { testDeptMail } from '../../../domain/dept/dept-mail-test';

export const handler = defineHandler(DeptMailTest, ({ actor, body }) => testDeptMail(actor, body));
