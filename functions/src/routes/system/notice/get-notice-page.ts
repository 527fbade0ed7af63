import { defineHandler } from '../../../lib/define-handler';
import { pageNotices } from '../../../domain/notice/notice-service';

export const handler = defineHandler('NoticePage', ({ query }) => pageNotices(query));
