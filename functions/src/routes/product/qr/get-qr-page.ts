import { QrPage } from '@aed/shared/routes/qr.routes';
import { defineHandler } from '../../../lib/define-handler';
import { qrCodePage } from '../../../domain/qr/qr-queries';

export const handler = defineHandler(QrPage, ({ actor, query }) => qrCodePage(actor, query));
