/** The personal centre: own profile, password and avatar. */
import * as auth from '@aed/shared/schemas/auth';
import type { RouteDefinition } from '../../route-types';

export const PROFILE_ROUTES = [
  { id: 'GetProfile', method: 'GET', path: '/upms/system/user/profile', entry: 'system/user/get-profile', access: 'session', summary: 'Personal centre data' },
  { id: 'UpdateProfile', method: 'PUT', path: '/upms/system/user/profile', entry: 'system/user/put-profile', access: 'session', summary: 'Update own basic info', body: auth.updateProfileBody, log: { module: 'profile', type: 'update' } },
  { id: 'UpdatePassword', method: 'PUT', path: '/upms/system/user/profile/updatePwd', entry: 'system/user/put-update-pwd', access: 'session', whilePasswordChangeRequired: true, summary: 'Change own password; ends other sessions', body: auth.updatePasswordBody, log: { module: 'profile', type: 'update' } },
  { id: 'UserAvatar', method: 'GET', path: '/upms/system/user/avatar/{userId}', entry: 'system/user/get-avatar', access: 'session', summary: 'A user avatar image: own, or of a user in scope with user query permission (404 when none)', params: auth.avatarParams, file: true },
  { id: 'UpdateAvatar', method: 'POST', path: '/upms/system/user/profile/avatar', entry: 'system/user/post-avatar', access: 'session', summary: 'Upload own avatar (data URL of a png, jpeg, gif or webp image); answers its URL', body: auth.avatarBody, log: { module: 'profile', type: 'update' } },
] as const satisfies readonly RouteDefinition[];
