import { QrUnbind } from '@aed/shared/routes/qr.routes';
import { defineHandler } from '../../../lib/define-handler';
import { unbindQrCode } from '../../../domain/qr/qr-service';

export const handler = defineHandler(QrUnbind, ({ actor, body }) => unbindQrCode(actor, body.code));
