import { defineHandler } from '../../../lib/define-handler';
import { getDeptImageOf } from '../../../domain/dept/dept-images';

export const handler = defineHandler('DeptImage', ({ actor, query }) => getDeptImageOf(actor, query.deptId, query.kind));
