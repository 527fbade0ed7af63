import * as z from 'zod';
import { LIMITS } from '../constants/limits';

/**
 * The one upload path (decision 0040): files go from the browser straight to object storage by a presigned POST whose
 * policy enforces the purpose's size and content type, to a key the server chose; the server confirms them, and a
 * later module attaches them to its record. The purposes are data, read by server (policy, confirm) and web (the
 * check before sending) alike.
 */
export const UPLOAD_PURPOSES = {
  /** Photos: jpeg, png or webp up to the spec's 5 MB. */
  image: { maxBytes: LIMITS.imageBytes, types: ['image/jpeg', 'image/png', 'image/webp'] },
  /** Attachments: pdf, images and office documents up to the spec's 10 MB. */
  attachment: {
    maxBytes: LIMITS.attachmentBytes,
    types: [
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/webp',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/plain',
    ],
  },
  /** Signatures drawn on the signature pad: png up to 1 MB. */
  signature: { maxBytes: 1024 * 1024, types: ['image/png'] },
} as const satisfies Record<string, { maxBytes: number; types: readonly string[] }>;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]];

/** Whether `purpose` takes `contentType` (lower case, no parameters). */
export const purposeTakes = (purpose: UploadPurpose, contentType: string): boolean =>
  (UPLOAD_PURPOSES[purpose].types as readonly string[]).includes(contentType);

/** How long a presigned POST may be used, and a download URL followed. */
export const UPLOAD_POST_SECONDS = 300;
export const DOWNLOAD_URL_SECONDS = 300;
/** How long an upload may wait for its confirmation and its record before it is forgotten (and its object deleted). */
export const PENDING_UPLOAD_SECONDS = 24 * 3600;
/** Presigned POSTs one user may ask for in an hour (each may leave an object until it is swept). */
export const UPLOADS_PER_USER_HOUR = 300;
/** Files one record may carry (one write transaction holds them with the record). */
export const MAX_FILES_PER_RECORD = 20;

export const UPLOAD_STATES = ['pending', 'confirmed', 'attached'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/** An upload's id, as the server made it (a uuid). */
export const uploadId = z.string().regex(/^[0-9a-f-]{36}$/, 'common.validation');

export const presignUploadBody = z.object({
  purpose: z.enum(UPLOAD_PURPOSE_NAMES),
  /** The file's name as the user knows it (shown in lists; never part of the key). */
  fileName: z.string().trim().min(1, 'common.validation').max(200),
  contentType: z.string().trim().toLowerCase().max(120),
  size: z.number().int().min(1, 'common.validation'),
});
export type PresignUploadBody = z.infer<typeof presignUploadBody>;

export const presignedUpload = z.object({
  uploadId: z.string(),
  /** Where the browser POSTs the form: `fields` first (in this order), then `file`. */
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: z.number(),
  expiresAt: z.string(),
});
export type PresignedUpload = z.infer<typeof presignedUpload>;

export const confirmUploadBody = z.object({ uploadId });

export const uploadRecord = z.object({
  uploadId: z.string(),
  purpose: z.enum(UPLOAD_PURPOSE_NAMES),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  state: z.enum(UPLOAD_STATES),
  createTime: z.string(),
});
export type UploadRecord = z.infer<typeof uploadRecord>;

export const uploadUrlQuery = z.object({ uploadId });
export const uploadUrl = z.object({ url: z.string(), expiresAt: z.string(), fileName: z.string(), contentType: z.string() });
export type UploadUrl = z.infer<typeof uploadUrl>;
