import { QrGenerate } from '@aed/shared/routes/qr.routes';
import { defineHandler } from '../../../lib/define-handler';
import { generateQrCodes } from '../../../domain/qr/qr-service';

export const handler = defineHandler(QrGenerate, ({ actor, body }) => generateQrCodes(actor, body));
