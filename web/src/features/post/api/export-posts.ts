import { useMutation } from '@tanstack/react-query';
import type { PostSearch } from '@aed/shared/schemas/post';
import { downloadFile } from '../../../lib/api-client';
import { POST_API } from './post-keys';

/** `GET /upms/system/post/export?<search>`: xlsx download. */
export const exportPosts = (search: PostSearch) => downloadFile(`${POST_API}/export`, search);

export const useExportPosts = () => useMutation({ mutationFn: exportPosts });
