/** User management (spec sections 5 and 7): lists, changes, import/export, password, status, certificates, pickers. */
import { PERMISSIONS } from '../permissions/permissions';
import * as user from '../schemas/user';
import { cursorPageOf, noData } from '../api/envelope';
import * as z from 'zod';
import { defineRoute } from '../api/route';

const P = '/upms/system/user';
const U = PERMISSIONS.user;
/** The pickers' answer: at most MAX_USER_OPTIONS users. */
const userOptions = z.array(user.userOption);

export const UserPage = defineRoute({ id: 'UserPage', method: 'GET', path: `${P}/page`, access: U.list, summary: 'Users in the caller scope, one cursor page', query: user.userPageQuery, response: cursorPageOf(user.userRecord) });
export const UserWarningPage = defineRoute({ id: 'UserWarningPage', method: 'GET', path: `${P}/waringPage`, access: U.list, summary: 'Users whose certificate is expiring or overdue', query: user.userWarningPageQuery, response: cursorPageOf(user.userRecord) });
export const UserDealWithPage = defineRoute({ id: 'UserDealWithPage', method: 'GET', path: `${P}/dealWithPage`, access: U.list, summary: 'Work-order handlers in the caller scope, one cursor page', query: user.userPageQuery, response: cursorPageOf(user.userRecord) });
export const UserInfo = defineRoute({ id: 'UserInfo', method: 'GET', path: `${P}/info`, access: U.query, summary: 'One user (when userId is given) and the roles and positions the caller may assign', query: user.userInfoQuery, response: user.userInfoResult });
export const UserAdd = defineRoute({ id: 'UserAdd', method: 'POST', path: `${P}/add`, access: U.add, summary: 'Add a user', body: user.addUserBody, log: { module: 'user', type: 'add' }, response: user.addUserResult });
export const UserUpdate = defineRoute({ id: 'UserUpdate', method: 'PUT', path: `${P}/update`, access: U.edit, summary: 'Update a user', body: user.updateUserBody, log: { module: 'user', type: 'update' }, response: user.userRecord });
export const UserDelete = defineRoute({ id: 'UserDelete', method: 'DELETE', path: `${P}/delete`, access: U.remove, summary: 'Delete users (ids=1,2)', query: user.deleteUserQuery, log: { module: 'user', type: 'delete' }, response: noData });
export const UserImportTemplate = defineRoute({ id: 'UserImportTemplate', method: 'GET', path: `${P}/importTemplate`, access: U.import, summary: 'The xlsx import template', file: true });
export const UserImport = defineRoute({ id: 'UserImport', method: 'POST', path: `${P}/importUser`, access: U.import, summary: 'Upload an xlsx of users: checks it and answers row messages; rows are written by importUser/process', body: user.importUserBody, log: { module: 'user', type: 'import' }, response: user.importProgress });
export const UserImportProcess = defineRoute({ id: 'UserImportProcess', method: 'POST', path: `${P}/importUser/process`, access: U.import, summary: 'Write the next batch of an import; repeat until done', body: user.importProcessBody, response: user.userImportProgress });
export const UserExport = defineRoute({ id: 'UserExport', method: 'GET', path: `${P}/export`, access: U.export, summary: 'Users matching the search as xlsx', query: user.userSearch, file: true, log: { module: 'user', type: 'export' } });
export const UserResetPwd = defineRoute({ id: 'UserResetPwd', method: 'PUT', path: `${P}/resetPwd`, access: U.resetPwd, summary: 'Set a new initial password; ends the user sessions', body: user.resetPasswordBody, log: { module: 'user', type: 'update' }, response: noData });
export const UserChangeStatus = defineRoute({ id: 'UserChangeStatus', method: 'PUT', path: `${P}/changeStatus`, access: U.edit, summary: 'Enable or disable a user; disabling ends the user sessions', body: user.changeUserStatusBody, log: { module: 'user', type: 'update' }, response: noData });
export const UserCertification = defineRoute({ id: 'UserCertification', method: 'PUT', path: `${P}/updateCertificationEffect`, access: U.certificate, summary: 'Set or clear the certificate validity range', body: user.certificationBody, log: { module: 'user', type: 'update' }, response: noData });
export const UserCurrentOrgUsers = defineRoute({ id: 'UserCurrentOrgUsers', method: 'GET', path: `${P}/getCurrentOrgUsers`, access: 'session', summary: 'Enabled users of the caller organization (picker)', response: userOptions });
export const UserHandleUsers = defineRoute({ id: 'UserHandleUsers', method: 'GET', path: `${P}/getHandleUsers`, access: 'session', summary: 'Enabled work-order handlers in the caller scope (picker)', query: user.scopedUsersQuery, response: userOptions });
export const UserMsgUsers = defineRoute({ id: 'UserMsgUsers', method: 'GET', path: `${P}/getMsgUsers`, access: 'session', summary: 'Enabled message-notification users in the caller scope (picker)', query: user.scopedUsersQuery, response: userOptions });
export const UserOrgUsers = defineRoute({ id: 'UserOrgUsers', method: 'GET', path: `${P}/queryOrgUsers`, access: 'session', summary: 'Enabled users of one organization in the caller scope (picker)', query: user.orgUsersQuery, response: userOptions });
export const UserChooseFlag = defineRoute({ id: 'UserChooseFlag', method: 'GET', path: `${P}/updateChooseFlag`, access: 'session', summary: 'Remember the dashboard map provider the caller chose', query: user.chooseFlagQuery, response: noData });
export const USER_ROUTES = [UserPage, UserWarningPage, UserDealWithPage, UserInfo, UserAdd, UserUpdate, UserDelete, UserImportTemplate, UserImport, UserImportProcess, UserExport, UserResetPwd, UserChangeStatus, UserCertification, UserCurrentOrgUsers, UserHandleUsers, UserMsgUsers, UserOrgUsers, UserChooseFlag] as const;
