import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailSender, MailSenderOptions } from '@aed/shared/routes/mail.routes';
import type { MailSenderBody } from '@aed/shared/schemas/mail-record';
import { api } from '../../../lib/api-client';
import { mailKeys } from './mail-keys';

/** The senders a failed mail may be resent from (decision 0054). */
export const mailSenderQuery = (mailId: number) => queryOptions({ queryKey: mailKeys.senders(mailId), queryFn: () => api(MailSenderOptions, { query: { mailId } }) });
export const useMailSenderOptions = (mailId: number) => useQuery(mailSenderQuery(mailId));

/** Changes a failed mail's sender and recipients; the lists refresh (a conflict too: the row changed). */
export function useChangeMailSender() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: MailSenderBody) => api(MailSender, { body }), onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }) });
}
