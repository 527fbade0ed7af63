import { deviceSearch, type DeviceSearch } from '@aed/shared/schemas/device';

/** What the search bar holds (the organization comes from the tree). */
export type DeviceSearchForm = { keyword: string; typeId: string; modelId: string; saleStatus: string; status: string };

export const EMPTY_DEVICE_SEARCH: DeviceSearchForm = { keyword: '', typeId: '', modelId: '', saleStatus: '', status: '' };

/** The form as the shared search, or undefined when invalid. */
export function toDeviceSearch(form: DeviceSearchForm): DeviceSearch | undefined {
  const parsed = deviceSearch.safeParse(form);
  return parsed.success ? parsed.data : undefined;
}
