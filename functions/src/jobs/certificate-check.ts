import { listCertificateMarkers } from '../data/access/jobs';
import { createUserMessageOnce } from '../data/access/user-messages';
import { nowIso } from '../lib/time';

const DAY_MS = 86_400_000;
/** How far ahead a certificate counts as expiring when the job has no parameter. */
export const CERTIFICATE_WARNING_DAYS = 30;
const MAX_WARNING_DAYS = 60;

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The YYYY-MM partitions from this month to the month of `until` (two or three months). */
function monthsBetween(fromMs: number, untilMs: number): string[] {
  const months: string[] = [];
  const d = new Date(fromMs);
  d.setUTCDate(1);
  while (d.getTime() <= untilMs) {
    months.push(d.toISOString().slice(0, 7));
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return months;
}

/**
 * Certificate validity (spec: normal, expiring, overdue). Reads the certificate markers of this month and the
 * months up to `days` ahead (params: a number of days, default 30, at most 60) and writes one message per user
 * whose certificate is expiring (ends within the window) or overdue (ended earlier this month). Message ids are
 * derived from user, end date and state, so running the job again writes nothing twice.
 */
export async function certificateValidityCheck(params: string, now = Date.now()): Promise<{ affected: number }> {
  const requested = Number.parseInt(params.trim(), 10);
  const days = Number.isFinite(requested) && requested > 0 ? Math.min(requested, MAX_WARNING_DAYS) : CERTIFICATE_WARNING_DAYS;
  const today = isoDate(now);
  const until = isoDate(now + days * DAY_MS);
  let affected = 0;
  for (const month of monthsBetween(now, now + days * DAY_MS)) {
    for (const marker of await listCertificateMarkers(month)) {
      const state = marker.certificateEnd < today ? 'overdue' : marker.certificateEnd <= until ? 'expiring' : null;
      if (!state) continue;
      const written = await createUserMessageOnce({
        messageId: `certificate-${marker.userId}-${marker.certificateEnd}-${state}`,
        userId: marker.userId,
        msgType: state === 'expiring' ? 'certificateExpiring' : 'certificateOverdue',
        params: JSON.stringify({ certificateEnd: marker.certificateEnd }),
        title: state === 'expiring' ? 'Certificate expiring' : 'Certificate overdue',
        content:
          state === 'expiring'
            ? `Your certificate is valid until ${marker.certificateEnd}; please renew it.`
            : `Your certificate expired on ${marker.certificateEnd}; please renew it.`,
        readFlag: '0',
        createTime: nowIso(),
      });
      if (written) affected += 1;
    }
  }
  return { affected };
}
