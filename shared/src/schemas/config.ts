import * as z from 'zod';
import { dateRangeQuery, idListQuery, optionalText, pageQuery } from '../api/envelope';

export const CONFIG_TYPES = ['Y', 'N'] as const;

export const configRecord = z.object({
  configId: z.number(),
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

export const addConfigBody = z.object(configFields);
export type AddConfigBody = z.infer<typeof addConfigBody>;

export const updateConfigBody = z.object({ configId: z.coerce.number().int().positive(), ...configFields });
export type UpdateConfigBody = z.infer<typeof updateConfigBody>;

export const configSearch = z.object({
  configName: optionalText(100),
  configKey: optionalText(100),
  configType: z.enum(CONFIG_TYPES).optional().or(z.literal('').transform(() => undefined)),
  ...dateRangeQuery.shape,
});
export const configPageQuery = pageQuery.extend(configSearch.shape);
export type ConfigPageQuery = z.infer<typeof configPageQuery>;
export type ConfigSearch = z.infer<typeof configSearch>;

export const configInfoQuery = z.object({ configId: z.coerce.number().int().positive() });
export const configKeyQuery = z.object({ configKey: z.string().trim().min(1).max(100) });
export const deleteConfigQuery = idListQuery;
