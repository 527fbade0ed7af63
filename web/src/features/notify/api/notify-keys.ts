import type { BindingDeviceOptionsQuery, NotifyPersonPageQuery } from '@aed/shared/schemas/notify';

/** Query keys of the feature: invalidating `all` refreshes the lists and the resolutions. */
export const notifyKeys = {
  all: ['notify'] as const,
  page: (query: NotifyPersonPageQuery) => [...notifyKeys.all, 'page', query] as const,
  resolve: (query: object) => [...notifyKeys.all, 'resolve', query] as const,
  /** Not under `all`: devices do not change with notify persons. */
  deviceOptions: (query: Pick<BindingDeviceOptionsQuery, 'deptId'> & { keyword?: string }) => ['bindingDevices', query] as const,
};
