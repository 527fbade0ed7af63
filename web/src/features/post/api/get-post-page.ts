import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@aed/shared/api/envelope';
import type { PostPageQuery, PostRecord } from '@aed/shared/schemas/post';
import { legacyApi } from '../../../lib/api-client';
import { POST_API, postKeys } from './post-keys';

/** `GET /upms/system/post/page`. */
export const getPostPage = (query: PostPageQuery) => legacyApi.get<Page<PostRecord>>(`${POST_API}/page`, query);

export const postPageOptions = (query: PostPageQuery) =>
  queryOptions({ queryKey: postKeys.page(query), queryFn: () => getPostPage(query), placeholderData: keepPreviousData });

export const usePostPage = (query: PostPageQuery) => useQuery(postPageOptions(query));
