import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MailResend } from '@aed/shared/routes/mail.routes';
import { MAIL_RESEND_CHUNK, type MailResendResult } from '@aed/shared/schemas/mail-record';
import { api } from '../../../lib/api-client';
import { mailKeys } from './mail-keys';

/** A mail's resend as the screen shows it: on its way, or its answer. */
export type ResendStatus = { mailId: number; outcome: 'pending' } | MailResendResult | { mailId: number; outcome: 'error'; error: unknown };

/**
 * Resends mails in chunks of `MAIL_RESEND_CHUNK`, one request after the other, so each mail's outcome shows as its
 * chunk answers (a larger selection does not wait for the slowest server of all). The lists refresh at the end.
 */
export function useResendMails() {
  const queryClient = useQueryClient();
  const [statuses, setStatuses] = useState<ReadonlyMap<number, ResendStatus>>(new Map());
  const [running, setRunning] = useState(false);
  const record = (entries: ResendStatus[]) => setStatuses((prev) => new Map([...prev, ...entries.map((s) => [s.mailId, s] as const)]));

  const resend = async (mailIds: readonly number[]): Promise<ResendStatus[]> => {
    setRunning(true);
    record(mailIds.map((mailId) => ({ mailId, outcome: 'pending' })));
    const done: ResendStatus[] = [];
    try {
      for (let i = 0; i < mailIds.length; i += MAIL_RESEND_CHUNK) {
        const chunk = mailIds.slice(i, i + MAIL_RESEND_CHUNK);
        const answered: ResendStatus[] = await api(MailResend, { body: { mailIds: [...chunk] } }).catch((error: unknown) => chunk.map((mailId) => ({ mailId, outcome: 'error' as const, error })));
        record(answered);
        done.push(...answered);
      }
    } finally {
      setRunning(false);
      void queryClient.invalidateQueries({ queryKey: mailKeys.all });
    }
    return done;
  };
  return { statuses, running, resend };
}
