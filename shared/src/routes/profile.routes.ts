/** The personal centre: own profile, password and avatar. */
import * as auth from '../schemas/auth';
import { noData } from '../api/envelope';
import { defineRoute } from '../api/route';

export const GetProfile = defineRoute({ id: 'GetProfile', method: 'GET', path: '/upms/system/user/profile', access: 'session', summary: 'Personal centre data', response: auth.profileResult });
export const UpdateProfile = defineRoute({ id: 'UpdateProfile', method: 'PUT', path: '/upms/system/user/profile', access: 'session', summary: 'Update own basic info', body: auth.updateProfileBody, log: { module: 'profile', type: 'update' }, response: auth.profileResult });
export const UpdatePassword = defineRoute({ id: 'UpdatePassword', method: 'PUT', path: '/upms/system/user/profile/updatePwd', access: 'session', whilePasswordChangeRequired: true, summary: 'Change own password; ends other sessions', body: auth.updatePasswordBody, log: { module: 'profile', type: 'update' }, response: noData });
export const UserAvatar = defineRoute({ id: 'UserAvatar', method: 'GET', path: '/upms/system/user/avatar/{userId}', access: 'session', summary: 'A user avatar image: own, or of a user in scope with user query permission (404 when none)', params: auth.avatarParams, file: true });
export const UpdateAvatar = defineRoute({ id: 'UpdateAvatar', method: 'POST', path: '/upms/system/user/profile/avatar', access: 'session', summary: 'Upload own avatar (data URL of a png, jpeg, gif or webp image); answers its URL', body: auth.avatarBody, log: { module: 'profile', type: 'update' }, response: auth.avatarResult });
export const PROFILE_ROUTES = [GetProfile, UpdateProfile, UpdatePassword, UserAvatar, UpdateAvatar] as const;
