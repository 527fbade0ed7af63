import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfoResult } from '@aed/shared/schemas/user';
import { legacyApi } from '../../../lib/api-client';
import { USER_API, userKeys } from './user-keys';

/**
 * `GET /upms/system/user/info?userId=`: the user (when an id is given) and the roles / positions the caller may
 * assign; loaded fresh each time a form opens.
 */
export const getUserInfo = (userId?: number): Promise<UserInfoResult> => legacyApi.get<UserInfoResult>(`${USER_API}/info`, userId ? { userId } : undefined);

export const userInfoOptions = (userId?: number) =>
  queryOptions({ queryKey: userKeys.info(userId), queryFn: () => getUserInfo(userId), staleTime: 0, gcTime: 0 });

export const useUserInfo = (userId?: number) => useQuery(userInfoOptions(userId));
