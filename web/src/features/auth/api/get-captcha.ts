import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaptchaResult } from '@aed/shared/schemas/auth';
import { LIMITS } from '@aed/shared/constants/limits';
import { legacyApi } from '../../../lib/api-client';

/** Which form shows the captcha: each keeps its own (a captcha is used up by the first form that sends it). */
export type CaptchaUse = 'login' | 'forgot';

/**
 * GET /upms/captchaImage. `required`: one even when the captcha switch is off, because the login answer said the
 * account needs one now (docs/decisions/0028).
 */
export const getCaptcha = (required = false) => legacyApi.get<CaptchaResult>('/upms/captchaImage', required ? { required: 'true' } : undefined);

export const captchaQueryOptions = (use: CaptchaUse, required = false) =>
  queryOptions({
    queryKey: ['captcha', use, required],
    queryFn: () => getCaptcha(required),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    // A captcha lives 2 minutes: fetch a new one shortly before it expires.
    refetchInterval: (LIMITS.captchaTtlSeconds - 10) * 1000,
  });

export const useCaptcha = (use: CaptchaUse, required = false) => useQuery(captchaQueryOptions(use, required));
