import { DeptImage } from '@aed/shared/routes/dept.routes';
import { defineHandler } from '../../../lib/define-handler';
import { getDeptImageFile } from '../../../domain/dept/dept-images';

export const handler = defineHandler(DeptImage, ({ actor, params, event }) => getDeptImageFile(actor, params.deptId, params.kind, event.headers?.range));
