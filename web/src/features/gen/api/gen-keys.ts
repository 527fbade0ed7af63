import type { GenTablePageQuery } from '@aed/shared/schemas/gen';

/** Base path of the code generation calls, see functions/src/routes/tool/gen/gen.routes.ts. */
export const GEN_API = '/upms/tool/gen';

export const genKeys = {
  all: ['gen'] as const,
  page: (query: GenTablePageQuery) => [...genKeys.all, 'page', query] as const,
  info: (tableId: number) => [...genKeys.all, 'info', tableId] as const,
  preview: (tableId: number) => [...genKeys.all, 'preview', tableId] as const,
};
