/** Notices: administration, and the published list every logged-in user sees in the top bar. */
import { PERMISSIONS } from '../permissions/permissions';
import * as notice from '../schemas/notice';
import { cursorPageOf, noData } from '../api/envelope';
import { defineRoute } from '../api/route';
import * as z from 'zod';

const N = '/upms/system/notice';

export const NoticePage = defineRoute({ id: 'NoticePage', method: 'GET', path: `${N}/page`, access: PERMISSIONS.notice.list, summary: 'Notices of organizations in scope, one cursor page (by organization, newest first)', query: notice.noticePageQuery, response: cursorPageOf(notice.noticeRow) });
export const NoticeInfo = defineRoute({ id: 'NoticeInfo', method: 'GET', path: `${N}/info`, access: PERMISSIONS.notice.query, summary: 'One notice with its content', query: notice.noticeInfoQuery, response: notice.noticeRecord });
export const NoticePublished = defineRoute({ id: 'NoticePublished', method: 'GET', path: `${N}/published`, access: 'session', summary: "Enabled notices of the caller's organization and its ancestors, newest first (bounded)", query: notice.publishedNoticeQuery, response: z.array(notice.noticeRecord) });
export const NoticeAdd = defineRoute({ id: 'NoticeAdd', method: 'POST', path: `${N}/add`, access: PERMISSIONS.notice.add, summary: 'Add a notice to an organization whose whole subtree is in scope (content sanitized)', body: notice.addNoticeBody, log: { module: 'notice', type: 'add' }, response: notice.noticeRecord });
export const NoticeUpdate = defineRoute({ id: 'NoticeUpdate', method: 'PUT', path: `${N}/update`, access: PERMISSIONS.notice.edit, summary: 'Update a notice (content sanitized)', body: notice.updateNoticeBody, log: { module: 'notice', type: 'update' }, response: notice.noticeRecord });
export const NoticeDelete = defineRoute({ id: 'NoticeDelete', method: 'DELETE', path: `${N}/delete`, access: PERMISSIONS.notice.remove, summary: 'Delete notices (ids=1,2)', query: notice.deleteNoticeQuery, log: { module: 'notice', type: 'delete' }, response: noData });
export const NOTICE_ROUTES = [NoticePage, NoticeInfo, NoticePublished, NoticeAdd, NoticeUpdate, NoticeDelete] as const;
