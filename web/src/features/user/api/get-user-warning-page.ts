import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CursorPage } from '@aed/shared/schemas/monitor';
import type { UserRecord, UserWarningPageQuery } from '@aed/shared/schemas/user';
import { legacyApi } from '../../../lib/api-client';
import { USER_API, definedOnly, userKeys } from './user-keys';

/** `GET /upms/system/user/waringPage`: users whose certificate is expiring or overdue, one cursor page. */
export const getUserWarningPage = (query: UserWarningPageQuery) => legacyApi.get<CursorPage<UserRecord>>(`${USER_API}/waringPage`, definedOnly(query));

export const userWarningPageOptions = (query: UserWarningPageQuery) =>
  queryOptions({ queryKey: userKeys.warningPage(query), queryFn: () => getUserWarningPage(query), placeholderData: keepPreviousData });

export const useUserWarningPage = (query: UserWarningPageQuery, enabled = true) => useQuery({ ...userWarningPageOptions(query), enabled });
