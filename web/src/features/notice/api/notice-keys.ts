import type { NoticePageQuery } from '@aed/shared/schemas/notice';

export const noticeKeys = {
  all: ['notice'] as const,
  page: (query: NoticePageQuery) => [...noticeKeys.all, 'page', query] as const,
  info: (noticeId: number) => [...noticeKeys.all, 'info', noticeId] as const,
  published: () => [...noticeKeys.all, 'published'] as const,
};
