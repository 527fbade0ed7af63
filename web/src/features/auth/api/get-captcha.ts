import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaptchaResult } from '@aed/shared/schemas/auth';
import { LIMITS } from '@aed/shared/constants/limits';
import { api } from '../../../lib/api-client';

export const getCaptcha = () => api.get<CaptchaResult>('/upms/captchaImage');

export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: ['captcha'],
    queryFn: getCaptcha,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    // A captcha lives 2 minutes: fetch a new one shortly before it expires.
    refetchInterval: (LIMITS.captchaTtlSeconds - 10) * 1000,
  });

export const useCaptcha = () => useQuery(captchaQueryOptions());
