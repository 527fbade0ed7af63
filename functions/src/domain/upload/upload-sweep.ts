import { deleteSweep, deleteUnattachedUpload, getUpload, listDueSweeps } from '../../data/access/uploads';
import { deleteUploadObject } from '../../data/upload-store';
import { logger } from '../../lib/logger';

/** Sweep entries one run handles (a backlog goes on the next night). */
const SWEEP_PER_RUN = 2000;
const PAGE = 100;

/**
 * The daily sweep of the upload path (docs/decisions/0040): each upload whose time ran out without being attached
 * (presigned and never sent, sent and never confirmed, confirmed and never saved with a record) loses its object and
 * its item; an attached one only loses its sweep entry. An attach cannot race it: attaching needs an unexpired upload,
 * and an entry is due an hour after the upload expired. A failure leaves the entry for the next run.
 */
export async function uploadSweep(_params: string, now = Date.now()): Promise<{ affected: number }> {
  const at = new Date(now).toISOString();
  let affected = 0;
  for (let handled = 0; handled < SWEEP_PER_RUN; ) {
    const due = await listDueSweeps(at, PAGE);
    if (due.length === 0) break;
    for (const entry of due) {
      handled += 1;
      try {
        const upload = await getUpload(entry.uploadId);
        if (upload?.state !== 'attached') {
          await deleteUploadObject(entry.blobKey);
          if (upload) await deleteUnattachedUpload(upload.uploadId);
          affected += 1;
        }
        await deleteSweep(entry);
      } catch (err) {
        logger.warn('upload sweep entry failed', { uploadId: entry.uploadId, error: err instanceof Error ? err.message : String(err) });
        return { affected };
      }
    }
    if (due.length < PAGE) break;
  }
  return { affected };
}
