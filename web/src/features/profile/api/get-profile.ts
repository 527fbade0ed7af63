import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ProfileResult } from '@aed/shared/schemas/auth';
import { legacyApi } from '../../../lib/api-client';

export const PROFILE_PATH = '/upms/system/user/profile';
export const profileKeys = { all: ['profile'] as const };

export const getProfile = () => legacyApi.get<ProfileResult>(PROFILE_PATH);

/** Shared by the route loader (ensureQueryData) and the page (useSuspenseQuery). */
export const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.all, queryFn: getProfile });

export const useProfile = () => useSuspenseQuery(profileQueryOptions()).data;
