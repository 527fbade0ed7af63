import { UploadPresign } from '@aed/shared/routes/upload.routes';
import { defineHandler } from '../../../lib/define-handler';
import { presignUpload } from '../../../domain/upload/upload-service';

export const handler = defineHandler(UploadPresign, ({ actor, body }) => presignUpload(actor, body));
