import { QrBind } from '@aed/shared/routes/qr.routes';
import { defineHandler } from '../../../lib/define-handler';
import { bindQrCode } from '../../../domain/qr/qr-service';

export const handler = defineHandler(QrBind, ({ actor, body }) => bindQrCode(actor, body));
