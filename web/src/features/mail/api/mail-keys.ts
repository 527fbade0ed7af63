import type { MailPageQuery } from '@aed/shared/schemas/mail-record';

/** Query keys of the feature: invalidating `all` refreshes every mail list. */
export const mailKeys = {
  all: ['mail'] as const,
  page: (query: MailPageQuery) => [...mailKeys.all, 'page', query] as const,
  senders: (mailId: number) => [...mailKeys.all, 'senders', mailId] as const,
};
