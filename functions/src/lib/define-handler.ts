import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { ParsedInput, RouteDefinition, RouteResponse } from '@aed/shared/api/route';
import type { Actor, RequestInfo } from '../domain/actor';
import { authenticate, runAsConfirmedActor } from '../middleware/authenticate';
import { httpEnvelope } from '../middleware/http-envelope';
import { operationLog } from '../middleware/operation-log';
import { parseRequest } from '../middleware/parse-request';
import type { ApiContext } from '../middleware/types';
import { isRawJsonResult, type FileResult, type RawJsonResult } from './file-result';

export interface HandlerInput<R extends RouteDefinition> {
  query: ParsedInput<R, 'query'>;
  body: ParsedInput<R, 'body'>;
  params: ParsedInput<R, 'params'>;
  actor: R['access'] extends 'public' ? undefined : Actor;
  request: RequestInfo;
  event: APIGatewayProxyEventV2;
}

/**
 * A file route answers a file; a raw route the document its response schema describes (sent without the envelope);
 * a JSON route the `data` its response schema describes.
 */
export type HandlerResult<R extends RouteDefinition> = R extends { file: true } ? FileResult : R extends { raw: true } ? RawJsonResult<RouteResponse<R>> : RouteResponse<R>;

export type ApiHandler = ((event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>) & {
  /** The route this handler serves (the route table test checks each handler file binds its own route). */
  readonly route: RouteDefinition;
};

/**
 * Tests and the e2e platform set CHECK_RESPONSES=1: every answer is then parsed with its route's response schema, so a
 * domain result typed loosely (an ElectroDB item, a cast) that drifts from the contract fails a test instead of a
 * screen. Production does not pay for it: the compiler already holds the typed paths to the schema.
 */
const checkResponses = () => process.env.CHECK_RESPONSES === '1';

function assertAnswerMatchesContract(route: RouteDefinition, result: unknown): void {
  if (!route.response || route.file) return;
  const parsed = route.response.safeParse(route.raw && isRawJsonResult(result) ? result.document : result);
  if (!parsed.success) {
    throw new Error(`${route.id}: answer does not match its response schema: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`);
  }
}

/**
 * The one middy chain every API route uses: envelope/errors -> operation log -> auth -> parse -> one domain call.
 * (middy runs `after`/`onError` in reverse order, so the envelope renders last and the log sees the raw result.)
 * The handler imports only its own route, never the route table: its bundle carries one module's schemas.
 */
export function defineHandler<const R extends RouteDefinition>(route: R, call: (input: HandlerInput<R>) => Promise<HandlerResult<R>>): ApiHandler {
  const chain = middy<APIGatewayProxyEventV2, unknown, Error, ApiContext>()
    .use(httpEnvelope())
    .use(operationLog(route))
    .use(authenticate(route))
    .use(parseRequest(route))
    .handler(async (event, context) => {
      const result = await runAsConfirmedActor(route, context, (actor) =>
        call({
          query: context.input?.query,
          body: context.input?.body,
          params: context.input?.params,
          actor,
          request: context.requestInfo!,
          event,
        } as HandlerInput<R>),
      );
      if (checkResponses()) assertAnswerMatchesContract(route, result);
      return result;
    });
  return Object.assign(chain as unknown as (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>, { route });
}
