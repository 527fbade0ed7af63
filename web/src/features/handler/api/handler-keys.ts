import type { HandlerPageQuery, HandlerSearch } from '@aed/shared/schemas/handler';

export const handlerKeys = {
  all: ['handler'] as const,
  page: (query: HandlerPageQuery) => [...handlerKeys.all, 'page', query] as const,
  resolve: (query: object) => [...handlerKeys.all, 'resolve', query] as const,
};

/**
 * A parsed search as the query string carries it again: the default-handler filter as 'true' / 'false' (replaced in
 * place, so the parameters keep their order).
 */
export const sentHandlerSearch = <S extends HandlerSearch>(search: S) => ({
  ...search,
  primary: search.primary === undefined ? undefined : search.primary ? ('true' as const) : ('false' as const),
});
