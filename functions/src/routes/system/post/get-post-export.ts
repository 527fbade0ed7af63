import { PostExport } from '@aed/shared/routes/post.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportPosts } from '../../../domain/post/post-export';

export const handler = defineHandler(PostExport, async ({ actor, query, event }) => exportPosts(query, await callerLanguage(event, actor)));
