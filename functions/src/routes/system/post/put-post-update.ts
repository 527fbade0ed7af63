import { PostUpdate } from '@aed/shared/routes/post.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editPost } from '../../../domain/post/post-service';

export const handler = defineHandler(PostUpdate, ({ actor, body }) => editPost(actor, body));
