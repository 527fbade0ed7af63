import type { GenTablePageQuery } from '@aed/shared/schemas/gen';

export const genKeys = {
  all: ['gen'] as const,
  page: (query: GenTablePageQuery) => [...genKeys.all, 'page', query] as const,
  info: (tableId: number) => [...genKeys.all, 'info', tableId] as const,
  preview: (tableId: number) => [...genKeys.all, 'preview', tableId] as const,
};
