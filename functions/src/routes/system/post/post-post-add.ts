import { PostAdd } from '@aed/shared/routes/post.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addPost } from '../../../domain/post/post-service';

export const handler = defineHandler(PostAdd, ({ actor, body }) => addPost(actor, body));
