import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { GetProfile } from '@aed/shared/routes/profile.routes';
import { api } from '../../../lib/api-client';

export const profileKeys = { all: ['profile'] as const };

export const getProfile = () => api(GetProfile);

/** Shared by the route loader (ensureQueryData) and the page (useSuspenseQuery). */
export const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.all, queryFn: getProfile });

export const useProfile = () => useSuspenseQuery(profileQueryOptions()).data;
