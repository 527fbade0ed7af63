/** Notices: administration, and the published list every logged-in user sees in the top bar. */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as notice from '@aed/shared/schemas/notice';
import type { RouteDefinition } from '../../route-types';

const N = '/upms/system/notice';

export const NOTICE_ROUTES = [
  { id: 'NoticePage', method: 'GET', path: `${N}/page`, entry: 'system/notice/get-notice-page', access: PERMISSIONS.notice.list, summary: 'Notices of organizations in scope, one cursor page (by organization, newest first)', query: notice.noticePageQuery },
  { id: 'NoticeInfo', method: 'GET', path: `${N}/info`, entry: 'system/notice/get-notice-info', access: PERMISSIONS.notice.query, summary: 'One notice with its content', query: notice.noticeInfoQuery },
  { id: 'NoticePublished', method: 'GET', path: `${N}/published`, entry: 'system/notice/get-notice-published', access: 'session', summary: "Enabled notices of the caller's organization and its ancestors, newest first (bounded)", query: notice.publishedNoticeQuery },
  { id: 'NoticeAdd', method: 'POST', path: `${N}/add`, entry: 'system/notice/post-notice-add', access: PERMISSIONS.notice.add, summary: 'Add a notice to an organization whose whole subtree is in scope (content sanitized)', body: notice.addNoticeBody, log: { module: 'notice', type: 'add' } },
  { id: 'NoticeUpdate', method: 'PUT', path: `${N}/update`, entry: 'system/notice/put-notice-update', access: PERMISSIONS.notice.edit, summary: 'Update a notice (content sanitized)', body: notice.updateNoticeBody, log: { module: 'notice', type: 'update' } },
  { id: 'NoticeDelete', method: 'DELETE', path: `${N}/delete`, entry: 'system/notice/delete-notice', access: PERMISSIONS.notice.remove, summary: 'Delete notices (ids=1,2)', query: notice.deleteNoticeQuery, log: { module: 'notice', type: 'delete' } },
] as const satisfies readonly RouteDefinition[];
