import type { HandlerPageQuery, HandlerSearch } from '@aed/shared/schemas/handler';

export const handlerKeys = {
  all: ['handler'] as const,
  page: (query: HandlerPageQuery) => [...handlerKeys.all, 'page', query] as const,
  resolve: (query: object) => [...handlerKeys.all, 'resolve', query] as const,
};

/** A parsed search as the query string carries it again: the default-handler filter as 'true' / 'false'. */
export const sentHandlerSearch = <S extends HandlerSearch>({ primary, ...rest }: S) => ({ ...rest, primary: primary === undefined ? undefined : primary ? ('true' as const) : ('false' as const) });
