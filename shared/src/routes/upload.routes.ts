/** The one upload path (decision 0040): presign a direct POST to object storage, confirm it, read a short-lived URL. */
import * as upload from '../schemas/upload';
import { defineRoute } from '../api/route';

const P = '/common/upload';

export const UploadPresign = defineRoute({ id: 'UploadPresign', method: 'POST', path: `${P}/presign`, access: 'session', summary: 'A presigned POST for one file of a purpose (size and type enforced by its policy)', body: upload.presignUploadBody, response: upload.presignedUpload });
export const UploadConfirm = defineRoute({ id: 'UploadConfirm', method: 'POST', path: `${P}/confirm`, access: 'session', summary: 'Confirms an uploaded file (its stored size and type checked against its purpose)', body: upload.confirmUploadBody, response: upload.uploadRecord });
export const UploadUrl = defineRoute({ id: 'UploadUrl', method: 'GET', path: `${P}/url`, access: 'session', summary: 'A short-lived download URL of a file in the caller\'s data scope', query: upload.uploadUrlQuery, response: upload.uploadUrl });
export const UPLOAD_ROUTES = [UploadPresign, UploadConfirm, UploadUrl] as const;
