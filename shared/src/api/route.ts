/**
 * The route contract (decision 0033): one object per route, in `shared/src/routes/<module>.routes.ts`, imported by its
 * handler (`defineHandler(route, fn)`), by the route table (CDK, local adapter, OpenAPI) and by the SPA's typed client
 * (`api(route, input)`). Path, input and answer are checked by the compiler on both sides.
 */
import type * as z from 'zod';
import type { Permission } from '../permissions/permissions';
import type { OperLogModule } from '../constants/oper-log-modules';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const API_BASE = '/prod-api';

export interface OperationLogSpec {
  /** Module of the operation log, one of the known list (its name on screen is its menu's). */
  module: OperLogModule;
  type: 'add' | 'update' | 'delete' | 'authorize' | 'export' | 'import' | 'forceLogout' | 'genCode' | 'clean' | 'other';
}

/**
 * `public`: no token; `session`: any logged-in user; otherwise the permission needed, any one of several (work orders:
 * distributors and handlers read the same lists), or one of the roles.
 */
export type RouteAccess = 'public' | 'session' | Permission | { anyOf: readonly Permission[] } | { roles: readonly string[] };

export interface RouteDefinition {
  /** Unique id, also the Lambda's logical id and the handler's file name (`<method>-<kebab id>.ts`). */
  id: string;
  method: HttpMethod;
  /** Path under the API base (`/prod-api`), or absolute when `absolute` is set. Path parameters as `{name}`. */
  path: string;
  absolute?: boolean;
  access: RouteAccess;
  summary: string;
  query?: z.ZodType;
  /** Path parameters (`{name}` in `path`). */
  params?: z.ZodType;
  body?: z.ZodType;
  /** The `data` of a successful answer (JSON routes); the handler's result must match it. */
  response?: z.ZodType;
  /**
   * Open to a session whose password must be changed first (status 2 or 3): only the forced dialog's calls
   * (user info, route tree, own password change; logout is public). Every other session route answers
   * `password.changeRequired` until the change (decision 0027).
   */
  whilePasswordChangeRequired?: true;
  /** Answer is a file download rather than JSON. */
  file?: boolean;
  /**
   * Answer is the JSON document `response` describes, without the envelope (JWKS, OpenAPI: documents other tools
   * read as they are).
   */
  raw?: true;
  log?: OperationLogSpec;
}

/** Keeps the literal types of a route (schemas, access, file flag), so both tiers can derive types from it. */
export const defineRoute = <const R extends RouteDefinition>(route: R): R => route;

type SchemaOf<R, K extends 'query' | 'body' | 'params' | 'response'> = R extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/** What the server gets after parsing (defaults applied, strings coerced). */
export type ParsedInput<R, K extends 'query' | 'body' | 'params'> = SchemaOf<R, K> extends z.ZodType ? z.output<SchemaOf<R, K>> : undefined;
/** What a caller sends (before defaults and coercion). */
export type SentInput<R, K extends 'query' | 'body' | 'params'> = SchemaOf<R, K> extends z.ZodType ? z.input<SchemaOf<R, K>> : undefined;
/** The `data` of a successful JSON answer; `unknown` for a route that declares none. */
export type RouteResponse<R> = SchemaOf<R, 'response'> extends z.ZodType ? z.output<SchemaOf<R, 'response'>> : unknown;

export const fullPath = (route: Pick<RouteDefinition, 'path' | 'absolute'>): string =>
  route.absolute ? route.path : `${API_BASE}${route.path}`;

const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').toLowerCase();

/** A route's handler file name, without extension: `<method>-<kebab id>` (`get-config-page`); the route table and the code generator both use it. */
export const handlerFileName = (route: Pick<RouteDefinition, 'id' | 'method'>): string => `${route.method.toLowerCase()}-${kebab(route.id)}`;
