import { PostOptions } from '@aed/shared/routes/post.routes';
import { defineHandler } from '../../../lib/define-handler';
import { postOptions } from '../../../domain/post/post-queries';

export const handler = defineHandler(PostOptions, () => postOptions());
