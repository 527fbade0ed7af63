import { UploadConfirm } from '@aed/shared/routes/upload.routes';
import { defineHandler } from '../../../lib/define-handler';
import { confirmUpload } from '../../../domain/upload/upload-confirm';

export const handler = defineHandler(UploadConfirm, ({ actor, body }) => confirmUpload(actor, body.uploadId));
