import { useMutation } from '@tanstack/react-query';
import type { PostSearch } from '@aed/shared/schemas/post';
import { PostExport } from '@aed/shared/routes/post.routes';
import { download } from '../../../lib/api-client';

/** The positions matching the search as an xlsx download. */
export const exportPosts = (search: PostSearch) => download(PostExport, { query: search });

export const useExportPosts = () => useMutation({ mutationFn: exportPosts });
