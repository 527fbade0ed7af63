import { defineHandler } from '../../../lib/define-handler';
import { testDeptMail } from '../../../domain/dept/dept-mail-test';

export const handler = defineHandler('DeptMailTest', ({ actor, body }) => testDeptMail(actor, body));
