/** QR codes and the public maintenance record (issue 15, docs/decisions/0042). */
import * as z from 'zod';
import { PERMISSIONS } from '../permissions/permissions';
import * as qr from '../schemas/qr';
import { defineRoute } from '../api/route';
import { cursorPageOf } from '../api/envelope';

const P = '/product/qr';
const A = PERMISSIONS.qr;

export const QrPage = defineRoute({ id: 'QrPage', method: 'GET', path: `${P}/page`, access: A.list, summary: 'QR codes of the caller\'s organizations (and below), filtered by organization, binding state and code', query: qr.qrPageQuery, response: cursorPageOf(qr.qrCodeRecord) });
export const QrGenerate = defineRoute({ id: 'QrGenerate', method: 'POST', path: `${P}/generate`, access: A.generate, summary: 'Generate codes: unbound for an organization (amount), or bound for devices (a device keeps the code it has)', body: qr.generateQrBody, log: { module: 'qr', type: 'add' }, response: z.array(qr.qrCodeRecord) });
export const QrBind = defineRoute({ id: 'QrBind', method: 'PUT', path: `${P}/bind`, access: A.bind, summary: 'Bind a code (scanned URL or bare token) to a device; a bound code moves, its history kept', body: qr.bindQrBody, log: { module: 'qr', type: 'update' }, response: qr.qrCodeRecord });
export const QrUnbind = defineRoute({ id: 'QrUnbind', method: 'PUT', path: `${P}/unbind`, access: A.bind, summary: 'Unbind a code from its device', body: qr.unbindQrBody, log: { module: 'qr', type: 'update' }, response: qr.qrCodeRecord });
export const QrByDevice = defineRoute({ id: 'QrByDevice', method: 'GET', path: `${P}/device`, access: A.list, summary: 'The code bound to a device (null when none)', query: qr.qrDeviceQuery, response: qr.qrCodeRecord.nullable() });
export const QrHistory = defineRoute({ id: 'QrHistory', method: 'GET', path: `${P}/history`, access: A.list, summary: 'Binding history of a code, oldest first', query: qr.qrCodeQuery, response: z.array(qr.qrBindingRow) });
/** No login: the public maintenance record a printed code opens (rate-limited per client address). */
export const QrPublicRecord = defineRoute({ id: 'QrPublicRecord', method: 'GET', path: '/public/qr/record', access: 'public', summary: 'The public maintenance record of the device a code is bound to (no personal data)', query: qr.publicRecordQuery, response: qr.publicRecord });
export const QrPublicFeedback = defineRoute({ id: 'QrPublicFeedback', method: 'POST', path: '/public/qr/feedback', access: 'public', summary: "Report a problem with the device a code is bound to (no login): a customer-feedback work order", body: qr.publicFeedbackBody, response: qr.publicFeedbackResult });
export const QR_ROUTES = [QrPage, QrGenerate, QrBind, QrUnbind, QrByDevice, QrHistory, QrPublicRecord, QrPublicFeedback] as const;
