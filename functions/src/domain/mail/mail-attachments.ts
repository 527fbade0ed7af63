import { blobStore } from '../../data/blob-store';
import type { MailRecordItem } from '../../data/entities/mail-record-entity';
import type { MailFile } from '../../mail/mail-file';

/** A file a mail carries, as the outbox keeps it: its blob key, name and type (decision 0056). */
export type MailAttachmentRef = MailRecordItem['attachments'][number];

/** Reads a mail's files; null when one of them is gone (the mail then fails with a reason instead of going without it). */
export type AttachmentLoader = (refs: readonly MailAttachmentRef[]) => Promise<MailFile[] | null>;

/**
 * Reads a mail's files from the blob store. Only the routes and jobs that send or resend files import this module: it
 * carries the S3 client, which every other mail path stays without (decision 0034).
 */
export const loadMailAttachments: AttachmentLoader = async (refs) => {
  const files: MailFile[] = [];
  for (const ref of refs) {
    const blob = await blobStore().get(ref.blobKey);
    if (!blob) return null;
    files.push({ filename: ref.filename, contentType: ref.contentType, content: blob.bytes });
  }
  return files;
};
