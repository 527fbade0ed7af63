/** User management (spec sections 5 and 7): lists, changes, import/export, password, status, certificates, pickers. */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as user from '@aed/shared/schemas/user';
import type { RouteDefinition } from '../../route-types';

const P = '/upms/system/user';
const U = PERMISSIONS.user;

export const USER_ROUTES = [
  { id: 'UserPage', method: 'GET', path: `${P}/page`, entry: 'system/user/get-user-page', access: U.list, summary: 'Users in the caller scope, one cursor page', query: user.userPageQuery },
  { id: 'UserWarningPage', method: 'GET', path: `${P}/waringPage`, entry: 'system/user/get-user-warning-page', access: U.list, summary: 'Users whose certificate is expiring or overdue', query: user.userWarningPageQuery },
  { id: 'UserDealWithPage', method: 'GET', path: `${P}/dealWithPage`, entry: 'system/user/get-user-deal-with-page', access: U.list, summary: 'Work-order handlers in the caller scope, one cursor page', query: user.userPageQuery },
  { id: 'UserInfo', method: 'GET', path: `${P}/info`, entry: 'system/user/get-user-info', access: U.query, summary: 'One user (when userId is given) and the roles and positions the caller may assign', query: user.userInfoQuery },
  { id: 'UserAdd', method: 'POST', path: `${P}/add`, entry: 'system/user/post-user-add', access: U.add, summary: 'Add a user', body: user.addUserBody, log: { module: 'user', type: 'add' } },
  { id: 'UserUpdate', method: 'PUT', path: `${P}/update`, entry: 'system/user/put-user-update', access: U.edit, summary: 'Update a user', body: user.updateUserBody, log: { module: 'user', type: 'update' } },
  { id: 'UserDelete', method: 'DELETE', path: `${P}/delete`, entry: 'system/user/delete-user', access: U.remove, summary: 'Delete users (ids=1,2)', query: user.deleteUserQuery, log: { module: 'user', type: 'delete' } },
  { id: 'UserImportTemplate', method: 'GET', path: `${P}/importTemplate`, entry: 'system/user/get-user-import-template', access: U.import, summary: 'The xlsx import template', file: true },
  { id: 'UserImport', method: 'POST', path: `${P}/importUser`, entry: 'system/user/post-user-import', access: U.import, summary: 'Upload an xlsx of users: checks it and answers row messages; rows are written by importUser/process', body: user.importUserBody, log: { module: 'user', type: 'import' } },
  { id: 'UserImportProcess', method: 'POST', path: `${P}/importUser/process`, entry: 'system/user/post-user-import-process', access: U.import, summary: 'Write the next batch of an import; repeat until done', body: user.importProcessBody },
  { id: 'UserExport', method: 'GET', path: `${P}/export`, entry: 'system/user/get-user-export', access: U.export, summary: 'Users matching the search as xlsx', query: user.userSearch, file: true, log: { module: 'user', type: 'export' } },
  { id: 'UserResetPwd', method: 'PUT', path: `${P}/resetPwd`, entry: 'system/user/put-user-reset-pwd', access: U.resetPwd, summary: 'Set a new initial password; ends the user sessions', body: user.resetPasswordBody, log: { module: 'user', type: 'update' } },
  { id: 'UserChangeStatus', method: 'PUT', path: `${P}/changeStatus`, entry: 'system/user/put-user-change-status', access: U.edit, summary: 'Enable or disable a user; disabling ends the user sessions', body: user.changeUserStatusBody, log: { module: 'user', type: 'update' } },
  { id: 'UserCertification', method: 'PUT', path: `${P}/updateCertificationEffect`, entry: 'system/user/put-user-certification', access: U.certificate, summary: 'Set or clear the certificate validity range', body: user.certificationBody, log: { module: 'user', type: 'update' } },
  { id: 'UserCurrentOrgUsers', method: 'GET', path: `${P}/getCurrentOrgUsers`, entry: 'system/user/get-current-org-users', access: 'session', summary: 'Enabled users of the caller organization (picker)' },
  { id: 'UserHandleUsers', method: 'GET', path: `${P}/getHandleUsers`, entry: 'system/user/get-handle-users', access: 'session', summary: 'Enabled work-order handlers in the caller scope (picker)', query: user.scopedUsersQuery },
  { id: 'UserMsgUsers', method: 'GET', path: `${P}/getMsgUsers`, entry: 'system/user/get-msg-users', access: 'session', summary: 'Enabled message-notification users in the caller scope (picker)', query: user.scopedUsersQuery },
  { id: 'UserOrgUsers', method: 'GET', path: `${P}/queryOrgUsers`, entry: 'system/user/get-org-users', access: 'session', summary: 'Enabled users of one organization in the caller scope (picker)', query: user.orgUsersQuery },
  { id: 'UserChooseFlag', method: 'GET', path: `${P}/updateChooseFlag`, entry: 'system/user/get-update-choose-flag', access: 'session', summary: 'Remember the dashboard map provider the caller chose', query: user.chooseFlagQuery },
] as const satisfies readonly RouteDefinition[];
