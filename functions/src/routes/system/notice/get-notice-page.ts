import { NoticePage } from '@aed/shared/routes/notice.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pageNotices } from '../../../domain/notice/notice-queries';

export const handler = defineHandler(NoticePage, ({ actor, query }) => pageNotices(actor, query));
