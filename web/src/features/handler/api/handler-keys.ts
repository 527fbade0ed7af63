import type { HandlerPageQuery } from '@aed/shared/schemas/handler';

/** Base path of the handler calls, see functions/src/routes/product/handler/handler.routes.ts. */
export const HANDLER_API = '/product/handler';

export const handlerKeys = {
  all: ['handler'] as const,
  page: (query: HandlerPageQuery) => [...handlerKeys.all, 'page', query] as const,
  resolve: (query: object) => [...handlerKeys.all, 'resolve', query] as const,
};
