import { DeptTreeSelect } from '@aed/shared/routes/dept.routes';
import { defineHandler } from '../../../lib/define-handler';
import { deptTreeSelect } from '../../../domain/dept/dept-queries';

export const handler = defineHandler(DeptTreeSelect, ({ actor, query }) => deptTreeSelect(actor, query));
