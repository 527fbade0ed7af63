import { NoticeDelete } from '@aed/shared/routes/notice.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeNotices } from '../../../domain/notice/notice-service';

export const handler = defineHandler(NoticeDelete, ({ actor, query }) => removeNotices(actor, query.ids));
