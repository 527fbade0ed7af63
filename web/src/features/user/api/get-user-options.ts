import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserCurrentOrgUsers, UserHandleUsers, UserMsgUsers, UserOrgUsers } from '@aed/shared/routes/user.routes';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** Picker lists (at most MAX_USER_OPTIONS users each), for other screens (work orders, notices...). */
type Scoped = { deptId?: number; keyword?: string };

/** Enabled users of the caller's organization. */
export const currentOrgUsersOptions = () =>
  queryOptions({ queryKey: userKeys.options('currentOrg', {}), queryFn: () => api(UserCurrentOrgUsers) });
export const useCurrentOrgUsers = () => useQuery(currentOrgUsersOptions());

/** Enabled work-order handlers in the caller's scope. */
export const handleUsersOptions = (query: Scoped = {}) =>
  queryOptions({ queryKey: userKeys.options('handle', query), queryFn: () => api(UserHandleUsers, { query }) });
export const useHandleUsers = (query: Scoped = {}) => useQuery(handleUsersOptions(query));

/** Enabled message-notification users in the caller's scope. */
export const msgUsersOptions = (query: Scoped = {}) =>
  queryOptions({ queryKey: userKeys.options('msg', query), queryFn: () => api(UserMsgUsers, { query }) });
export const useMsgUsers = (query: Scoped = {}) => useQuery(msgUsersOptions(query));

/** Enabled users of one organization in the caller's scope. */
export const orgUsersOptions = (deptId: number) =>
  queryOptions({ queryKey: userKeys.options('org', { deptId }), queryFn: () => api(UserOrgUsers, { query: { deptId } }) });
export const useOrgUsers = (deptId: number | undefined) => useQuery({ ...orgUsersOptions(deptId ?? 0), enabled: deptId !== undefined });
