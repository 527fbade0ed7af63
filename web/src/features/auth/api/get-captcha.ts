import { queryOptions, useQuery } from '@tanstack/react-query';
import { CaptchaImage } from '@aed/shared/routes/auth.routes';
import { LIMITS } from '@aed/shared/constants/limits';
import { api } from '../../../lib/api-client';

/** Which form shows the captcha: each keeps its own (a captcha is used up by the first form that sends it). */
export type CaptchaUse = 'login' | 'forgot';

/**
 * A new captcha. `required`: one even when the captcha switch is off, because the login answer said the
 * account needs one now (docs/decisions/0028).
 */
export const getCaptcha = (required = false) => api(CaptchaImage, { query: required ? { required: 'true' } : {} });

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
