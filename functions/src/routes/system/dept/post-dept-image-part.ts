import { DeptImagePart } from '@aed/shared/routes/dept.routes';
import { defineHandler } from '../../../lib/define-handler';
import { putDeptImagePart } from '../../../domain/dept/dept-images';

export const handler = defineHandler(DeptImagePart, ({ actor, body }) => putDeptImagePart(actor, body));
