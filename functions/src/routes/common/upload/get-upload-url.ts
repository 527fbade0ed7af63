import { UploadUrl } from '@aed/shared/routes/upload.routes';
import { defineHandler } from '../../../lib/define-handler';
import { uploadUrl } from '../../../domain/upload/upload-queries';

export const handler = defineHandler(UploadUrl, ({ actor, query }) => uploadUrl(actor, query.uploadId));
