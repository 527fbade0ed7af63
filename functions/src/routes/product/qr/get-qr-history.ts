import { QrHistory } from '@aed/shared/routes/qr.routes';
import { defineHandler } from '../../../lib/define-handler';
import { qrCodeHistory } from '../../../domain/qr/qr-queries';

export const handler = defineHandler(QrHistory, ({ actor, query }) => qrCodeHistory(actor, query.code));
