import { QrPublicFeedback } from '@aed/shared/routes/qr.routes';
import { defineHandler } from '../../../lib/define-handler';
import { publicFeedback } from '../../../domain/qr/public-feedback';

export const handler = defineHandler(QrPublicFeedback, ({ body, request }) => publicFeedback(body, request.ip));
