import type { DeviceModelOptionQuery, DeviceModelPageQuery } from '@aed/shared/schemas/device-model';

/** Base path of the device model calls, see functions/src/routes/product/model/device-model.routes.ts. */
export const DEVICE_MODEL_API = '/product/model';

export const deviceModelKeys = {
  all: ['deviceModel'] as const,
  page: (query: DeviceModelPageQuery) => [...deviceModelKeys.all, 'page', query] as const,
  options: (query: DeviceModelOptionQuery) => [...deviceModelKeys.all, 'options', query] as const,
};
