import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MailPage } from '@aed/shared/routes/mail.routes';
import type { MailPageQuery } from '@aed/shared/schemas/mail-record';
import { api } from '../../../lib/api-client';
import { mailKeys } from './mail-keys';

/** One cursor page of the mails of the caller's scope (decision 0054). */
export const mailPageOptions = (query: MailPageQuery) => queryOptions({ queryKey: mailKeys.page(query), queryFn: () => api(MailPage, { query }), placeholderData: keepPreviousData });
export const useMailPage = (query: MailPageQuery) => useQuery(mailPageOptions(query));
