import { queryOptions } from '@tanstack/react-query';
import type { PlatformVersion } from '@aed/shared/schemas/version';
import { legacyApi } from '../../../lib/api-client';

/** `GET /upms/system/emcpSysVersion/getVersion`: public (the login page shows it); it changes only with a deploy. */
export const versionQueryOptions = () =>
  queryOptions({
    queryKey: ['platformVersion'],
    queryFn: () => legacyApi.get<PlatformVersion>('/upms/system/emcpSysVersion/getVersion'),
    staleTime: Infinity,
    retry: false,
  });
