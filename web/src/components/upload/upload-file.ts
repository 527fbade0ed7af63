/**
 * The browser's half of the one upload path (docs/decisions/0040): check the file against its purpose, ask for a
 * presigned POST, send the file straight to object storage (progress from XMLHttpRequest), confirm it.
 */
import { UploadConfirm, UploadPresign } from '@aed/shared/routes/upload.routes';
import { UPLOAD_PURPOSES, purposeTakes, type UploadPurpose, type UploadRecord } from '@aed/shared/schemas/upload';
import { ApiError, api } from '../../lib/api-client';

const MB = 1024 * 1024;

/** Types some systems leave empty or vague, by extension. */
const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
};

/** The file's content type as the upload declares it (lower case, without parameters). */
export function contentTypeOf(file: File): string {
  const declared = file.type.split(';')[0].trim().toLowerCase();
  if (declared && declared !== 'application/octet-stream') return declared;
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? declared;
}

/** The refusal the server would answer for this file, found before anything is sent (null: it may go). */
export function fileProblem(purpose: UploadPurpose, file: File): ApiError | null {
  const { maxBytes } = UPLOAD_PURPOSES[purpose];
  if (!purposeTakes(purpose, contentTypeOf(file))) return new ApiError(415, 'upload.wrongType', 'This kind of file is not accepted here');
  if (file.size > maxBytes) return new ApiError(413, 'upload.tooLarge', `The file is larger than ${maxBytes / MB} MB`, { max: maxBytes / MB });
  if (file.size < 1) return new ApiError(400, 'common.validation', 'The file is empty');
  return null;
}

/** What the file picker offers for a purpose. */
export const acceptOf = (purpose: UploadPurpose) => UPLOAD_PURPOSES[purpose].types.join(',');

/** Short names of a purpose's types (JPEG, PNG, PDF, DOCX...). */
export function typeNames(purpose: UploadPurpose): string {
  const short = (type: string) => {
    if (type.endsWith('wordprocessingml.document')) return 'DOCX';
    if (type.endsWith('spreadsheetml.sheet')) return 'XLSX';
    if (type === 'text/plain') return 'TXT';
    return type.split('/')[1].toUpperCase();
  };
  return [...new Set(UPLOAD_PURPOSES[purpose].types.map(short))].join(', ');
}

/** Thrown when object storage refused the POST (its policy, or the network): the upload must be started again. */
export class StorageRefusal extends Error {
  constructor(readonly status: number) {
    super(`object storage answered ${status}`);
    this.name = 'StorageRefusal';
  }
}

/** POSTs the form as S3 wants it: the signed fields in order, the file last. Resolves on 2xx. */
export function postToStorage(url: string, fields: Record<string, string>, file: Blob, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new StorageRefusal(xhr.status)));
    xhr.onerror = () => reject(new StorageRefusal(0));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Checks, presigns, sends and confirms one file: the confirmed upload, to attach to a record by its id. */
export async function uploadFile(purpose: UploadPurpose, file: File, { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}): Promise<UploadRecord> {
  const problem = fileProblem(purpose, file);
  if (problem) throw problem;
  const contentType = contentTypeOf(file);
  const presigned = await api(UploadPresign, { body: { purpose, fileName: file.name || `${purpose}.png`, contentType, size: file.size }, signal });
  await postToStorage(presigned.url, presigned.fields, file, onProgress, signal);
  return api(UploadConfirm, { body: { uploadId: presigned.uploadId }, signal });
}
