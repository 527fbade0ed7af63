import { NoticeUpdate } from '@aed/shared/routes/notice.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editNotice } from '../../../domain/notice/notice-writes';

export const handler = defineHandler(NoticeUpdate, ({ actor, body }) => editNotice(actor, body));
