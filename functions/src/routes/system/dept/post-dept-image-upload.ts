import { DeptImageUpload } from '@aed/shared/routes/dept.routes';
import { defineHandler } from '../../../lib/define-handler';
import { putDeptImage } from '../../../domain/dept/dept-images';

export const handler = defineHandler(DeptImageUpload, ({ actor, body }) => putDeptImage(actor, body));
