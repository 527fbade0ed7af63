import { QrByDevice } from '@aed/shared/routes/qr.routes';
import { defineHandler } from '../../../lib/define-handler';
import { qrCodeOfDevice } from '../../../domain/qr/qr-queries';

export const handler = defineHandler(QrByDevice, ({ actor, query }) => qrCodeOfDevice(actor, query.deviceId));
