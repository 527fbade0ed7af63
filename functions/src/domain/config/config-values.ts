import { CONFIG_KEYS, LIMITS } from '@aed/shared/constants/limits';
import { getRootConfig } from '../../data/access/config-reads';

/**
 * The parameters the platform reads: always the root organization's (decision 0026; a tenant's parameter of the same
 * key changes nothing). Values read on hot paths are cached briefly per container; writes here clear the cache.
 */
const CACHE_MS = 10_000;
const cache = new Map<string, { value: string | null; at: number }>();

export async function configValue(key: string): Promise<string | null> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const item = await getRootConfig(key);
  const value = item?.configValue ?? null;
  cache.set(key, { value, at: Date.now() });
  return value;
}

export const forgetConfigValues = () => cache.clear();

export async function isCaptchaEnabled(): Promise<boolean> {
  return (await configValue(CONFIG_KEYS.captchaEnabled)) !== 'false';
}

/** 0 or absent: passwords never expire. */
export async function passwordValidateDays(): Promise<number> {
  const n = Number(await configValue(CONFIG_KEYS.passwordValidateDays));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export async function sessionIdleMinutes(): Promise<number> {
  const n = Number(await configValue(CONFIG_KEYS.sessionIdleMinutes));
  return Number.isFinite(n) && n >= 1 ? n : LIMITS.sessionIdleMinutesDefault;
}
