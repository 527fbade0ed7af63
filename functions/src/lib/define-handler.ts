import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { output, ZodType } from 'zod';
import { ROUTES, routeById, type RouteId } from '../routes/route-table';
import type { Actor, RequestInfo } from '../domain/actor';
import { authenticate } from '../middleware/authenticate';
import { httpEnvelope } from '../middleware/http-envelope';
import { operationLog } from '../middleware/operation-log';
import { parseRequest } from '../middleware/parse-request';
import type { ApiContext } from '../middleware/types';

type RouteOf<I extends RouteId> = Extract<(typeof ROUTES)[number], { id: I }>;
type Parsed<R, K extends 'query' | 'body' | 'params'> = R extends { [P in K]: infer S extends ZodType } ? output<S> : undefined;

export interface HandlerInput<I extends RouteId> {
  query: Parsed<RouteOf<I>, 'query'>;
  body: Parsed<RouteOf<I>, 'body'>;
  params: Parsed<RouteOf<I>, 'params'>;
  actor: RouteOf<I>['access'] extends 'public' ? undefined : Actor;
  request: RequestInfo;
  event: APIGatewayProxyEventV2;
}

export type ApiHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The one middy chain every API route uses: envelope/errors -> operation log -> auth -> parse -> one domain call.
 * (middy runs `after`/`onError` in reverse order, so the envelope renders last and the log sees the raw result.)
 */
export function defineHandler<I extends RouteId>(routeId: I, call: (input: HandlerInput<I>) => Promise<unknown>): ApiHandler {
  const route = routeById(routeId);
  const chain = middy<APIGatewayProxyEventV2, unknown, Error, ApiContext>()
    .use(httpEnvelope())
    .use(operationLog(route))
    .use(authenticate(route))
    .use(parseRequest(route))
    .handler(async (event, context) =>
      call({
        query: context.input?.query,
        body: context.input?.body,
        params: context.input?.params,
        actor: context.actor,
        request: context.requestInfo!,
        event,
      } as HandlerInput<I>),
    );
  return chain as unknown as ApiHandler;
}
