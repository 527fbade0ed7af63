import { NoticeInfo } from '@aed/shared/routes/notice.routes';
import { defineHandler } from '../../../lib/define-handler';
import { getNotice } from '../../../domain/notice/notice-queries';

export const handler = defineHandler(NoticeInfo, ({ actor, query }) => getNotice(actor, query.noticeId));
