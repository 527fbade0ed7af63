import * as z from 'zod';
import { idListQuery, optionalText, pageQuery } from '../api/envelope';
import { PRODUCT_TYPE_STATUSES } from './product-type';

/** 0 enabled, 1 disabled. */
export const DEVICE_MODEL_STATUSES = ['0', '1'] as const;
/** Working principle: 1 fully automatic, 2 semi-automatic. */
export const WORKING_PRINCIPLES = ['1', '2'] as const;
/** Kinds of consumables a model takes; each has a rated life (months) per model. Labels: web `deviceModel.json`. */
export const CONSUMABLE_KINDS = ['adultPads', 'childPads', 'battery', 'padPak', 'other'] as const;
export type ConsumableKind = (typeof CONSUMABLE_KINDS)[number];
/** Models live in one partition, so a list is one Query (docs/decisions/0013). */
export const MAX_DEVICE_MODELS = 2000;

export const modelConsumable = z.object({
  kind: z.enum(CONSUMABLE_KINDS),
  /** Rated life from installation, in months (the longest validity an accessory of this kind may get). */
  ratedLifeMonths: z.coerce.number().int().min(1, 'common.validation').max(240, 'common.validation'),
});
export type ModelConsumable = z.infer<typeof modelConsumable>;

export const deviceModelRecord = z.object({
  modelId: z.number(),
  typeId: z.number(),
  modelName: z.string(),
  modelCode: z.string(),
  brand: z.string(),
  workingPrinciple: z.enum(WORKING_PRINCIPLES),
  description: z.string(),
  status: z.enum(DEVICE_MODEL_STATUSES),
  /** Days between two self-tests the device runs (drives the self-test reminder). */
  selfTestDays: z.number(),
  /** Minutes between two heartbeats of a connected unit; 0 = not a connected model. */
  heartbeatMinutes: z.number(),
  /** Months between two maintenances (the maintenance plan's cadence, decision 0045); 0 = none planned. */
  serviceMonths: z.number(),
  consumables: z.array(modelConsumable),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type DeviceModelRecord = z.infer<typeof deviceModelRecord>;

const deviceModelFields = {
  typeId: z.coerce.number().int().positive(),
  modelName: z.string().trim().min(1, 'common.validation').max(50),
  modelCode: z.string().trim().min(1, 'common.validation').max(50).regex(/^[A-Za-z0-9 ._()/+-]+$/, 'deviceModel.codeFormat'),
  brand: z.string().trim().min(1, 'common.validation').max(50),
  workingPrinciple: z.enum(WORKING_PRINCIPLES),
  description: z.string().trim().max(500).optional().default(''),
  status: z.enum(DEVICE_MODEL_STATUSES).default('0'),
  selfTestDays: z.coerce.number().int().min(1, 'common.validation').max(365, 'common.validation').default(1),
  heartbeatMinutes: z.coerce.number().int().min(0, 'common.validation').max(10080, 'common.validation').default(0),
  serviceMonths: z.coerce.number().int().min(0, 'common.validation').max(60, 'common.validation').default(12),
  consumables: z
    .array(modelConsumable)
    .max(CONSUMABLE_KINDS.length)
    .refine((list) => new Set(list.map((c) => c.kind)).size === list.length, 'deviceModel.consumableKindRepeated')
    .default([]),
};
export const addDeviceModelBody = z.object(deviceModelFields);
export type AddDeviceModelBody = z.infer<typeof addDeviceModelBody>;
export const updateDeviceModelBody = z.object({ modelId: z.coerce.number().int().positive(), ...deviceModelFields });
export type UpdateDeviceModelBody = z.infer<typeof updateDeviceModelBody>;

export const deviceModelSearch = z.object({
  typeId: z.coerce.number().int().positive().optional().or(z.literal('').transform(() => undefined)),
  modelName: optionalText(50),
  modelCode: optionalText(50),
  brand: optionalText(50),
  status: z.enum(DEVICE_MODEL_STATUSES).optional().or(z.literal('').transform(() => undefined)),
});
export type DeviceModelSearch = z.infer<typeof deviceModelSearch>;
export const deviceModelPageQuery = pageQuery.extend(deviceModelSearch.shape);
export type DeviceModelPageQuery = z.infer<typeof deviceModelPageQuery>;
/** A list row: the model with its product type's code and name (the list and the export show them). */
export const deviceModelRow = deviceModelRecord.extend({ typeCode: z.string(), typeName: z.string() });
export type DeviceModelRow = z.infer<typeof deviceModelRow>;
export const deviceModelInfoQuery = z.object({ modelId: z.coerce.number().int().positive() });
export const deleteDeviceModelQuery = idListQuery;

export const deviceModelOption = z.object({
  modelId: z.number(),
  typeId: z.number(),
  modelName: z.string(),
  modelCode: z.string(),
  brand: z.string(),
  workingPrinciple: z.enum(WORKING_PRINCIPLES),
});
export type DeviceModelOption = z.infer<typeof deviceModelOption>;
/** Options for the device form: enabled models of enabled types, optionally of one type. */
export const deviceModelOptionQuery = z.object({
  typeId: z.coerce.number().int().positive().optional().or(z.literal('').transform(() => undefined)),
});
export type DeviceModelOptionQuery = z.infer<typeof deviceModelOptionQuery>;

/** Every product type and model (disabled ones too: they may still have devices and stock) for list filters. */
export const catalogueFilterOptions = z.object({
  types: z.array(z.object({ typeId: z.number(), typeName: z.string(), status: z.enum(PRODUCT_TYPE_STATUSES) })),
  models: z.array(
    z.object({ modelId: z.number(), typeId: z.number(), modelName: z.string(), modelCode: z.string(), brand: z.string(), status: z.enum(DEVICE_MODEL_STATUSES) }),
  ),
});
export type CatalogueFilterOptions = z.infer<typeof catalogueFilterOptions>;
