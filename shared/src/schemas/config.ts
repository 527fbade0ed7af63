import * as z from 'zod';
import { cursorPageFields, dateRangeQuery, idListQuery, optionalText, withDateRangeInOrder } from '../api/envelope';
import { CONFIG_KEYS } from '../constants/limits';
import { configValueIssue } from './config-values';

export const CONFIG_TYPES = ['Y', 'N'] as const;

export const configRecord = z.object({
  configId: z.number(),
  /** The organization that owns the parameter; the platform reads the root organization's (decision 0026). */
  deptId: z.number(),
  deptName: z.string(),
  configName: z.string(),
  configKey: z.string(),
  configValue: z.string(),
  /** Y built-in, N not. */
  configType: z.enum(CONFIG_TYPES),
  remark: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type ConfigRecord = z.infer<typeof configRecord>;

const configFields = {
  configName: z.string().trim().min(1, 'common.validation').max(100),
  configKey: z.string().trim().min(1, 'common.validation').max(100).regex(/^[A-Za-z0-9._:-]+$/, 'common.validation'),
  configValue: z.string().trim().max(500),
  configType: z.enum(CONFIG_TYPES).default('N'),
  remark: z.string().trim().max(500).optional().default(''),
};

/** A value outside its key's declared type and range (config-values.ts) is refused at the value field. */
function checkValue(v: { configKey: string; configValue: string }, ctx: z.RefinementCtx): void {
  const issue = configValueIssue(v.configKey, v.configValue);
  if (issue) ctx.addIssue({ code: 'custom', path: ['configValue'], message: issue.code, params: issue.params });
}

/** `deptId`: the owning organization (default: the caller's own); the caller's scope must cover its whole subtree. */
export const addConfigBody = z.object({ ...configFields, deptId: z.coerce.number().int().positive().optional() }).superRefine(checkValue);
export type AddConfigBody = z.infer<typeof addConfigBody>;

/** The organization of a parameter does not change. */
export const updateConfigBody = z.object({ configId: z.coerce.number().int().positive(), ...configFields }).superRefine(checkValue);
export type UpdateConfigBody = z.infer<typeof updateConfigBody>;

export const configSearch = withDateRangeInOrder(
  z.object({
    configName: optionalText(100),
    configKey: optionalText(100),
    configType: z.enum(CONFIG_TYPES).optional().or(z.literal('').transform(() => undefined)),
    ...dateRangeQuery.shape,
  }),
);
export const configPageQuery = configSearch.extend(cursorPageFields);
export type ConfigPageQuery = z.infer<typeof configPageQuery>;
export type ConfigSearch = z.infer<typeof configSearch>;

export const configInfoQuery = z.object({ configId: z.coerce.number().int().positive() });
/**
 * Keys `GET /upms/system/config/configKey` answers to any session (the root organization's value): only what the
 * login page or the shell may need, never a secret. Every other key needs the parameter query permission and a
 * parameter in the caller's scope (decision 0026).
 */
export const PUBLIC_CONFIG_KEYS: readonly string[] = [CONFIG_KEYS.captchaEnabled];
/**
 * Keys whose value is a secret (the last segment names a password, a secret, a token, a credential or a private or
 * API key: `sys.user.initPassword`, `mail.smtp.secretKey`): never answered by key, whatever the caller holds. Errs
 * on the side of refusing (`sys.account.passwordValidateDays` is not one).
 */
export const isSecretConfigKey = (configKey: string): boolean =>
  /(password|pwd)$|secret|token|credential|privatekey|apikey/i.test(configKey.split('.').pop() ?? configKey);

export const configKeyQuery = z.object({ configKey: z.string().trim().min(1).max(100) });
export const deleteConfigQuery = idListQuery;
