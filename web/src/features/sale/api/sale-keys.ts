import type { SalePageQuery } from '@aed/shared/schemas/sale';

/** Query keys of the feature: invalidating `all` refreshes every list, record and device tab. */
export const saleKeys = {
  all: ['sale'] as const,
  pages: () => [...saleKeys.all, 'page'] as const,
  page: (query: SalePageQuery) => [...saleKeys.pages(), query] as const,
  info: (saleId: number) => [...saleKeys.all, 'info', saleId] as const,
  device: (deviceId: number) => [...saleKeys.all, 'device', deviceId] as const,
  relocations: (deviceId: number) => [...saleKeys.all, 'relocations', deviceId] as const,
};
