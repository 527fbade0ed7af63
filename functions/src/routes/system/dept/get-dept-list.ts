import { DeptList } from '@aed/shared/routes/dept.routes';
import { defineHandler } from '../../../lib/define-handler';
import { searchDepts } from '../../../domain/dept/dept-queries';

export const handler = defineHandler(DeptList, ({ actor, query }) => searchDepts(actor, query));
