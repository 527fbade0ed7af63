import type { ZodError, ZodType } from 'zod';
import type { RouteDefinition } from '../routes/route-table';
import { AppError, isErrorCode } from '../domain/app-error';
import type { ApiMiddleware } from './types';

function validationError(error: ZodError, prefix: string): AppError {
  const fields = error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    errorCode: isErrorCode(issue.message) ? issue.message : 'common.validation',
  }));
  // A specific code of the first failing field (e.g. auth.usernameRequired) is the answer's code.
  const first = fields.find((f) => f.errorCode !== 'common.validation');
  return new AppError(first && isErrorCode(first.errorCode) ? first.errorCode : 'common.validation', {}, fields);
}

function parseWith(schema: ZodType | undefined, value: unknown, prefix: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, prefix);
  return result.data;
}

/** Query and JSON body parsed with the route's shared zod schemas; unknown keys are dropped. */
export const parseRequest = (route: RouteDefinition): ApiMiddleware => ({
  before: (request) => {
    const { event } = request;
    let body: unknown = undefined;
    if (route.body) {
      const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        throw new AppError('common.badRequest');
      }
    }
    request.context.input = {
      query: parseWith(route.query, event.queryStringParameters ?? {}, ''),
      body: parseWith(route.body, body, ''),
      params: parseWith(route.params, event.pathParameters ?? {}, ''),
    };
  },
});
