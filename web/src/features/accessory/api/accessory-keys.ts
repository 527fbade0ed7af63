import type { AccessoryDeviceOptionsQuery, AccessoryPageQuery } from '@aed/shared/schemas/accessory';

export const accessoryKeys = {
  all: ['accessory'] as const,
  page: (query: AccessoryPageQuery) => [...accessoryKeys.all, 'page', query] as const,
  info: (accessoryId: number) => [...accessoryKeys.all, 'info', accessoryId] as const,
  device: (deviceId: number) => [...accessoryKeys.all, 'device', deviceId] as const,
  deviceOptions: (query: AccessoryDeviceOptionsQuery) => [...accessoryKeys.all, 'deviceOptions', query] as const,
};
