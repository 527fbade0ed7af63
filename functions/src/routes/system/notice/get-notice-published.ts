import { NoticePublished } from '@aed/shared/routes/notice.routes';
import { defineHandler } from '../../../lib/define-handler';
import { publishedNotices } from '../../../domain/notice/notice-queries';

export const handler = defineHandler(NoticePublished, ({ actor, query }) => publishedNotices(actor, query.limit));
