import type { DevicePageQuery } from '@aed/shared/schemas/device';

/** Base path of the device calls, see functions/src/routes/product/device/device.routes.ts. */
export const DEVICE_API = '/product/device';

/** Query keys of the feature: invalidating `all` refreshes the lists, details and histories. */
export const deviceKeys = {
  all: ['device'] as const,
  page: (query: DevicePageQuery) => [...deviceKeys.all, 'page', query] as const,
  info: (deviceId: number) => [...deviceKeys.all, 'info', deviceId] as const,
  history: (deviceId: number) => [...deviceKeys.all, 'history', deviceId] as const,
  filterOptions: () => [...deviceKeys.all, 'filterOptions'] as const,
};

/** Query parameters without the empty ones. */
export const definedOnly = <T extends object>(o: T): Record<string, string | number> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
