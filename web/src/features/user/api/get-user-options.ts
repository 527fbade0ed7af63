import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserOption } from '@aed/shared/schemas/user';
import { legacyApi } from '../../../lib/api-client';
import { USER_API, definedOnly, userKeys } from './user-keys';

/** Picker lists (at most MAX_USER_OPTIONS users each), for other screens (work orders, notices...). */
type Scoped = { deptId?: number; keyword?: string };

/** `GET getCurrentOrgUsers`: enabled users of the caller's organization. */
export const currentOrgUsersOptions = () =>
  queryOptions({ queryKey: userKeys.options('currentOrg', {}), queryFn: () => legacyApi.get<UserOption[]>(`${USER_API}/getCurrentOrgUsers`) });
export const useCurrentOrgUsers = () => useQuery(currentOrgUsersOptions());

/** `GET getHandleUsers`: enabled work-order handlers in the caller's scope. */
export const handleUsersOptions = (query: Scoped = {}) =>
  queryOptions({ queryKey: userKeys.options('handle', query), queryFn: () => legacyApi.get<UserOption[]>(`${USER_API}/getHandleUsers`, definedOnly(query)) });
export const useHandleUsers = (query: Scoped = {}) => useQuery(handleUsersOptions(query));

/** `GET getMsgUsers`: enabled message-notification users in the caller's scope. */
export const msgUsersOptions = (query: Scoped = {}) =>
  queryOptions({ queryKey: userKeys.options('msg', query), queryFn: () => legacyApi.get<UserOption[]>(`${USER_API}/getMsgUsers`, definedOnly(query)) });
export const useMsgUsers = (query: Scoped = {}) => useQuery(msgUsersOptions(query));

/** `GET queryOrgUsers?deptId=`: enabled users of one organization in the caller's scope. */
export const orgUsersOptions = (deptId: number) =>
  queryOptions({ queryKey: userKeys.options('org', { deptId }), queryFn: () => legacyApi.get<UserOption[]>(`${USER_API}/queryOrgUsers`, { deptId }) });
export const useOrgUsers = (deptId: number | undefined) => useQuery({ ...orgUsersOptions(deptId ?? 0), enabled: deptId !== undefined });
