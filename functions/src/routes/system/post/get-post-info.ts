import { defineHandler } from '../../../lib/define-handler';
import { getPost } from '../../../domain/post/post-service';

export const handler = defineHandler('PostInfo', ({ query }) => getPost(query.postId));
