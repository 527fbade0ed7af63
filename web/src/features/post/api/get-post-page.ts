import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PostPageQuery } from '@aed/shared/schemas/post';
import { PostPage } from '@aed/shared/routes/post.routes';
import { api } from '../../../lib/api-client';
import { postKeys } from './post-keys';

export const getPostPage = (query: PostPageQuery) => api(PostPage, { query });

export const postPageOptions = (query: PostPageQuery) =>
  queryOptions({ queryKey: postKeys.page(query), queryFn: () => getPostPage(query), placeholderData: keepPreviousData });

export const usePostPage = (query: PostPageQuery) => useQuery(postPageOptions(query));
