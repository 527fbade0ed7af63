import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Actor, RequestInfo } from '../domain/actor';

/** What the middleware chain learns about a request, kept on the Lambda context. */
export interface ApiContext extends Context {
  actor?: Actor;
  input?: { query: unknown; body: unknown; params?: unknown };
  requestInfo?: RequestInfo;
  startedAt?: number;
}

export type ApiRequest = Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 | unknown, Error, ApiContext>;
export type ApiMiddleware = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 | unknown, Error, ApiContext>;

export function requestInfoOf(event: APIGatewayProxyEventV2): RequestInfo {
  return {
    ip: event.requestContext?.http?.sourceIp ?? '',
    userAgent: event.requestContext?.http?.userAgent ?? event.headers?.['user-agent'] ?? '',
    method: event.requestContext?.http?.method ?? '',
    path: event.rawPath ?? '',
  };
}

export function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim() || undefined;
}
