import { CONFIG_KEYS, LIMITS } from '../constants/limits';
import type { ErrorCode } from '../errors/codes';

/** What the value of a parameter the platform reads may be. */
export type ConfigValueRule = { kind: 'boolean' } | { kind: 'integer'; min: number; max: number };

/**
 * The type and range of each built-in parameter's value (issue 14, item 6), one table for the server (the add and
 * update bodies refuse a value outside it) and the form (same schema, message at the value field). A key the platform
 * does not read has no declaration: its value is free text.
 */
export const CONFIG_VALUE_RULES: Readonly<Record<string, ConfigValueRule>> = {
  /** `true` shows the captcha at login, `false` hides it. */
  [CONFIG_KEYS.captchaEnabled]: { kind: 'boolean' },
  /** Days a password stays valid; 0 = never expires; at most ten years. */
  [CONFIG_KEYS.passwordValidateDays]: { kind: 'integer', min: 0, max: 3650 },
  /** Minutes without requests before a session ends; a token lives at most `tokenMaxLifetimeHours` anyway. */
  [CONFIG_KEYS.sessionIdleMinutes]: { kind: 'integer', min: 1, max: LIMITS.tokenMaxLifetimeHours * 60 },
};

/** Keys are unique case-insensitively (decision 0026), so a declaration applies to the key in any case. */
const RULES_BY_KEY = new Map(Object.entries(CONFIG_VALUE_RULES).map(([key, rule]) => [key.toLowerCase(), rule]));

export const configValueRuleOf = (configKey: string): ConfigValueRule | undefined => RULES_BY_KEY.get(configKey.trim().toLowerCase());

/** A whole number written plainly: digits, an optional minus sign (no exponent, no decimals, no spaces). */
const INTEGER_TEXT = /^-?\d{1,9}$/;

/** Why a value does not fit its key's declaration (an error code and its message params), or null when it does. */
export function configValueIssue(configKey: string, configValue: string): { code: ErrorCode; params: Record<string, number> } | null {
  const rule = configValueRuleOf(configKey);
  const value = configValue.trim();
  if (!rule) return null;
  if (rule.kind === 'boolean') return value === 'true' || value === 'false' ? null : { code: 'config.valueBoolean', params: {} };
  const n = Number(value);
  return INTEGER_TEXT.test(value) && n >= rule.min && n <= rule.max ? null : { code: 'config.valueInteger', params: { min: rule.min, max: rule.max } };
}
