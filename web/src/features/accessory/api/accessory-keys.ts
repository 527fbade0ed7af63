import type { SentInput } from '@aed/shared/api/route';
import type { AccessoryPage } from '@aed/shared/routes/accessory.routes';
import type { AccessoryDeviceOptionsQuery } from '@aed/shared/schemas/accessory';

/** The list search as sent (fields with server defaults may be left out). */
export type AccessoryPageSearch = NonNullable<SentInput<typeof AccessoryPage, 'query'>>;

export const accessoryKeys = {
  all: ['accessory'] as const,
  page: (query: AccessoryPageSearch) => [...accessoryKeys.all, 'page', query] as const,
  info: (accessoryId: number) => [...accessoryKeys.all, 'info', accessoryId] as const,
  device: (deviceId: number) => [...accessoryKeys.all, 'device', deviceId] as const,
  deviceOptions: (query: AccessoryDeviceOptionsQuery) => [...accessoryKeys.all, 'deviceOptions', query] as const,
};
