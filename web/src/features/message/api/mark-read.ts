import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadResult } from '@aed/shared/schemas/message';
import { MessageRead } from '@aed/shared/routes/message.routes';
import { api } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

export const markMessagesRead = (messageIds: string[]) => api(MessageRead, { body: { messageIds } });

/** Every unread message: the server marks a bounded number per call and says when more are left. */
export async function markAllRead(): Promise<MarkReadResult> {
  let marked = 0;
  for (;;) {
    const round = await api(MessageRead, { body: { all: true } });
    marked += round.marked;
    if (!round.more || round.marked === 0) return { marked, more: false };
  }
}

const useInvalidating = <A,>(mutationFn: (arg: A) => Promise<MarkReadResult>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }) });
};

export const useMarkRead = () => useInvalidating(markMessagesRead);
export const useMarkAllRead = () => useInvalidating((_: void) => markAllRead());
