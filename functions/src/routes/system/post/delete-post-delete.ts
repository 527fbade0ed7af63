import { PostDelete } from '@aed/shared/routes/post.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removePosts } from '../../../domain/post/post-service';

export const handler = defineHandler(PostDelete, ({ actor, query }) => removePosts(actor, query.ids));
