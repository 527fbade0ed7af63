import { defineHandler } from '../../../lib/define-handler';
import { exportPosts } from '../../../domain/post/post-export';

export const handler = defineHandler('PostExport', ({ query }) => exportPosts(query));
