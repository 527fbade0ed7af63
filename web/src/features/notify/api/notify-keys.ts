import type { BindingDeviceOptionsQuery, NotifyPersonPageQuery } from '@aed/shared/schemas/notify';

/** Base path of the notify person calls, see functions/src/routes/product/notify/notify.routes.ts. */
export const NOTIFY_API = '/product/notify';

/** Query keys of the feature: invalidating `all` refreshes the lists and the resolutions. */
export const notifyKeys = {
  all: ['notify'] as const,
  page: (query: NotifyPersonPageQuery) => [...notifyKeys.all, 'page', query] as const,
  resolve: (query: object) => [...notifyKeys.all, 'resolve', query] as const,
  /** Not under `all`: devices do not change with notify persons. */
  deviceOptions: (query: Pick<BindingDeviceOptionsQuery, 'deptId'> & { keyword?: string }) => ['bindingDevices', query] as const,
};

/** Query parameters without the empty ones. */
export const definedOnly = <T extends object>(o: T): Record<string, string | number> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
