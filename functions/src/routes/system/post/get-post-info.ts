import { PostInfo } from '@aed/shared/routes/post.routes';
import { defineHandler } from '../../../lib/define-handler';
import { getPost } from '../../../domain/post/post-queries';

export const handler = defineHandler(PostInfo, ({ query }) => getPost(query.postId));
