import { queryOptions } from '@tanstack/react-query';
import { GetVersion } from '@aed/shared/routes/version.routes';
import { api } from '../lib/api-client';

/** The platform version: public (the login page shows it); it changes only with a deploy. */
export const versionQueryOptions = () =>
  queryOptions({
    queryKey: ['platformVersion'],
    queryFn: () => api(GetVersion),
    staleTime: Infinity,
    retry: false,
  });
