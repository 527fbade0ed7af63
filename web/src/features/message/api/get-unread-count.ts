import { queryOptions, useQuery } from '@tanstack/react-query';
import { MessageUnreadCount } from '@aed/shared/routes/message.routes';
import { api } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

export const getUnreadCount = () => api(MessageUnreadCount);

/** Refreshed every minute while the top bar shows it, and at once when messages are marked read. */
export const unreadCountQueryOptions = () => queryOptions({ queryKey: messageKeys.unread(), queryFn: getUnreadCount, refetchInterval: 60_000, staleTime: 30_000 });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
