import { QrPublicRecord } from '@aed/shared/routes/qr.routes';
import { defineHandler } from '../../../lib/define-handler';
import { publicRecord } from '../../../domain/qr/public-record';

export const handler = defineHandler(QrPublicRecord, ({ query, request }) => publicRecord(query.code, request.ip));
