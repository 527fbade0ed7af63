import { defineHandler } from '../../../lib/define-handler';
import { removeNotices } from '../../../domain/notice/notice-service';

export const handler = defineHandler('NoticeDelete', ({ query }) => removeNotices(query.ids));
