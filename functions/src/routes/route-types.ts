/** Shapes of the route table (functions/src/routes/route-table.ts), kept apart so module route lists can import them. */
import type { ZodType } from 'zod';
import type { Permission } from '@aed/shared/permissions/permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OperationLogSpec {
  /** Module name shown in the operation log (a translation key on the web). */
  module: string;
  type: 'add' | 'update' | 'delete' | 'authorize' | 'export' | 'import' | 'forceLogout' | 'genCode' | 'clean' | 'other';
}

export interface RouteDefinition {
  /** Unique id, also the Lambda's logical id. */
  id: string;
  method: HttpMethod;
  /** Path under the API base (`/prod-api`), or absolute when `absolute` is set. Path parameters as `{name}`. */
  path: string;
  absolute?: boolean;
  /** Handler module under functions/src/routes, without extension; it exports `handler`. */
  entry: string;
  /** `public`: no token; `session`: any logged-in user; otherwise the permission needed. */
  access: 'public' | 'session' | Permission | { roles: readonly string[] };
  summary: string;
  query?: ZodType;
  /** Path parameters (`{name}` in `path`). */
  params?: ZodType;
  body?: ZodType;
  /**
   * Open to a session whose password must be changed first (status 2 or 3): only the forced dialog's calls
   * (user info, route tree, own password change; logout is public). Every other session route answers
   * `password.changeRequired` until the change (decision 0027).
   */
  whilePasswordChangeRequired?: true;
  /** Answer is a file download rather than JSON. */
  file?: boolean;
  log?: OperationLogSpec;
}

export const API_BASE = '/prod-api';
