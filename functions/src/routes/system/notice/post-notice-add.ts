import { NoticeAdd } from '@aed/shared/routes/notice.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addNotice } from '../../../domain/notice/notice-writes';

export const handler = defineHandler(NoticeAdd, ({ actor, body }) => addNotice(actor, body));
