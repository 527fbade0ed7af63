import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserCurrentOrgUsers, UserHandleUsers, UserMsgUsers, UserOrgUsers } from '@aed/shared/routes/user.routes';
import { api } from '../lib/api-client';
import { queryRoots } from './query-roots';

/** Picker lists (at most MAX_USER_OPTIONS users each), for other screens (work orders, notices...). */
type Scoped = { deptId?: number; keyword?: string };

const optionsKey = (kind: string, query: object) => [...queryRoots.user, 'options', kind, query] as const;

/** Enabled users of the caller's organization. */
export const currentOrgUsersOptions = () =>
  queryOptions({ queryKey: optionsKey('currentOrg', {}), queryFn: () => api(UserCurrentOrgUsers) });
export const useCurrentOrgUsers = () => useQuery(currentOrgUsersOptions());

/** Enabled work-order handlers in the caller's scope. */
export const handleUsersOptions = (query: Scoped = {}) =>
  queryOptions({ queryKey: optionsKey('handle', query), queryFn: () => api(UserHandleUsers, { query }) });
export const useHandleUsers = (query: Scoped = {}) => useQuery(handleUsersOptions(query));

/** Enabled message-notification users in the caller's scope. */
export const msgUsersOptions = (query: Scoped = {}) =>
  queryOptions({ queryKey: optionsKey('msg', query), queryFn: () => api(UserMsgUsers, { query }) });
export const useMsgUsers = (query: Scoped = {}) => useQuery(msgUsersOptions(query));

/** Enabled users of one organization in the caller's scope. */
export const orgUsersOptions = (deptId: number) =>
  queryOptions({ queryKey: optionsKey('org', { deptId }), queryFn: () => api(UserOrgUsers, { query: { deptId } }) });
export const useOrgUsers = (deptId: number | undefined) => useQuery({ ...orgUsersOptions(deptId ?? 0), enabled: deptId !== undefined });
