import type { SentInput } from '@aed/shared/api/route';
import type { MessagePage } from '@aed/shared/routes/message.routes';

export type MessageQuery = NonNullable<SentInput<typeof MessagePage, 'query'>>;

/** Query keys: marking read invalidates `all` (the list and the top bar's unread count). */
export const messageKeys = {
  all: ['message'] as const,
  page: (query: MessageQuery) => [...messageKeys.all, 'page', query] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
};
