import type { ZodError, ZodType } from 'zod';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteDefinition } from '@aed/shared/api/route';
import { VALIDATION_ERRORS } from '@aed/shared/errors/validation-errors';
import { AppError, isValidationCode } from '../lib/app-error';
import { forbiddenTextPaths } from '../lib/text-hygiene';
import type { ApiMiddleware } from './types';

/** A refinement's message params (`{{min}}`, `{{max}}`...): only plain strings and numbers are answered. */
function issueParams(issue: ZodError['issues'][number]): Record<string, string | number> {
  const params = issue.code === 'custom' ? (issue.params ?? {}) : {};
  return Object.fromEntries(Object.entries(params).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'));
}

function validationError(error: ZodError, prefix: string): AppError {
  const fields = error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    errorCode: isValidationCode(issue.message) ? issue.message : 'common.validation',
  }));
  // A specific code of the first failing field (e.g. auth.usernameRequired) is the answer's code, with its params.
  const first = fields.findIndex((f) => f.errorCode !== 'common.validation');
  const code = fields[first]?.errorCode;
  return isValidationCode(code) ? AppError.of(VALIDATION_ERRORS, code, issueParams(error.issues[first]!), fields) : new AppError('common.validation', {}, fields);
}

function parseWith(schema: ZodType | undefined, value: unknown, prefix: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, prefix);
  return result.data;
}

/** `application/json`, optionally with parameters such as the charset. */
const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

/**
 * A body is JSON by its declared type only: a cross-site form or `text/plain` request (which a browser sends without
 * a CORS preflight) is refused before its content is read, as CSRF defence in depth (docs/decisions/0031).
 */
function jsonBody(event: APIGatewayProxyEventV2): unknown {
  if (!JSON_MEDIA_TYPE.test(event.headers?.['content-type'] ?? '')) throw new AppError('common.unsupportedMediaType');
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  try {
    return raw ? JSON.parse(raw) : {};
  } catch {
    throw new AppError('common.badRequest');
  }
}

/** Every string of the request (query, path and body, keys too) free of control and bidi-override characters. */
function assertCleanText(input: Record<'query' | 'params' | 'body', unknown>): void {
  const paths = forbiddenTextPaths(input).map((path) => path.replace(/^(query|params|body)\.?/, ''));
  if (paths.length) throw new AppError('common.controlCharacters', {}, paths.map((path) => ({ path, errorCode: 'common.controlCharacters' })));
}

/**
 * Query and JSON body parsed with the route's shared zod schemas; unknown keys are dropped. Before any schema: a body
 * route takes only `application/json`, and no string may carry a control or bidi-override character.
 */
export const parseRequest = (route: RouteDefinition): ApiMiddleware => ({
  before: (request) => {
    const { event } = request;
    const raw = {
      query: event.queryStringParameters ?? {},
      params: event.pathParameters ?? {},
      body: route.body ? jsonBody(event) : undefined,
    };
    assertCleanText(raw);
    request.context.input = {
      query: parseWith(route.query, raw.query, ''),
      body: parseWith(route.body, raw.body, ''),
      params: parseWith(route.params, raw.params, ''),
    };
  },
});
