import type { PostPageQuery } from '@aed/shared/schemas/post';

export const postKeys = {
  all: ['post'] as const,
  page: (query: PostPageQuery) => [...postKeys.all, 'page', query] as const,
};
