import type { PostPageQuery } from '@aed/shared/schemas/post';

/** Base path of the position calls, see functions/src/routes/system/post/post.routes.ts. */
export const POST_API = '/upms/system/post';

export const postKeys = {
  all: ['post'] as const,
  page: (query: PostPageQuery) => [...postKeys.all, 'page', query] as const,
};
