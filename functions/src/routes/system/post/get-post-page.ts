import { PostPage } from '@aed/shared/routes/post.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pagePosts } from '../../../domain/post/post-queries';

export const handler = defineHandler(PostPage, ({ query }) => pagePosts(query));
