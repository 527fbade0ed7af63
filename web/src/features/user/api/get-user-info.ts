import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserInfo } from '@aed/shared/routes/user.routes';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** The user (when an id is given) and the roles / positions the caller may assign; loaded fresh each time a form opens. */
export const getUserInfo = (userId?: number) => api(UserInfo, { query: { userId } });

export const userInfoOptions = (userId?: number) =>
  queryOptions({ queryKey: userKeys.info(userId), queryFn: () => getUserInfo(userId), staleTime: 0, gcTime: 0 });

export const useUserInfo = (userId?: number) => useQuery(userInfoOptions(userId));
