import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MessagePage } from '@aed/shared/routes/message.routes';
import { api } from '../../../lib/api-client';
import { messageKeys, type MessageQuery } from './message-keys';

/** One cursor page of the caller's messages, newest first. */
export const getMessages = (query: MessageQuery) => api(MessagePage, { query });

export const messagesQueryOptions = (query: MessageQuery) => queryOptions({ queryKey: messageKeys.page(query), queryFn: () => getMessages(query), placeholderData: keepPreviousData });

export const useMessages = (query: MessageQuery) => useQuery(messagesQueryOptions(query));
