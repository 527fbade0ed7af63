import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePostBody } from '@aed/shared/schemas/post';
import { legacyApi } from '../../../lib/api-client';
import { POST_API, postKeys } from './post-keys';

/** `PUT /upms/system/post/update`. */
export const updatePost = (body: UpdatePostBody) => legacyApi.put<unknown>(`${POST_API}/update`, body);

export const useUpdatePost = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePost, onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }) });
};
