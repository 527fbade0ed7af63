import * as z from 'zod';
import { ERRORS } from '@aed/shared/errors/codes';
import { fullPath, type RouteDefinition } from '@aed/shared/api/route';
import type { OpenApiDocument } from '@aed/shared/schemas/openapi';

const envelope = {
  type: 'object',
  required: ['code', 'msg'],
  properties: {
    code: { type: 'integer', description: '200 on success, else the HTTP status' },
    msg: { type: 'string', description: 'English message' },
    data: {},
    errorCode: { type: 'string', enum: Object.keys(ERRORS), description: 'Stable error code, translated by the SPA' },
    params: { type: 'object' },
    fields: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, errorCode: { type: 'string' } } } },
  },
};

function parametersOf(schemaOf: RouteDefinition['query'], where: 'query' | 'path') {
  if (!schemaOf) return [];
  const schema = z.toJSONSchema(schemaOf, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({ name, in: where, required: where === 'path' || (schema.required?.includes(name) ?? false), schema: s }));
}

/** The envelope of a JSON answer, its `data` described by the route's response schema (the same object both tiers use). */
function answerSchema(route: RouteDefinition) {
  if (!route.response) return { $ref: '#/components/schemas/Envelope' };
  // the document states its dialect once (3.1 is JSON Schema 2020-12): a nested `$schema` would only repeat it
  const { $schema: _dialect, ...data } = z.toJSONSchema(route.response, { io: 'output', unrepresentable: 'any' });
  return { allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { data } }] };
}

const built = new WeakMap<readonly RouteDefinition[], OpenApiDocument>();

/**
 * OpenAPI 3.1 generated from the route table and the shared zod schemas, built once per table. The table comes from
 * the OpenAPI handler (routes/common/get-open-api.ts): the domain layer never imports the routes layer, and the
 * route definitions it reads are the shared contract objects.
 */
export function buildOpenApiDocument(routes: readonly RouteDefinition[]): OpenApiDocument {
  const cached = built.get(routes);
  if (cached) return cached;
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 'AED cloud platform API', version: '1.0.0', description: 'Every JSON answer is the envelope `{ code, msg, data }`.' },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Envelope: envelope },
    },
    paths: routes.reduce<OpenApiDocument['paths']>((paths, route) => {
      const path = fullPath(route);
      paths[path] ??= {};
      paths[path][route.method.toLowerCase()] = {
        operationId: route.id,
        summary: route.summary,
        ...(route.access === 'public' ? { security: [] } : { security: [{ bearer: [] }] }),
        ...(typeof route.access === 'string' && route.access.includes(':') ? { 'x-permission': route.access } : {}),
        // every other session route answers 403 password.changeRequired while the password must change (decision 0027)
        ...(route.whilePasswordChangeRequired ? { 'x-while-password-change-required': true } : {}),
        parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
        ...(route.body
          ? { requestBody: { required: true, content: { 'application/json': { schema: z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }) } } } }
          : {}),
        responses: route.file
          ? { '200': { description: 'File', content: { 'application/octet-stream': {} } }, default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } } }
          : { '200': { description: 'Envelope', content: { 'application/json': { schema: answerSchema(route) } } } },
      };
      return paths;
    }, {}),
  };
  built.set(routes, document);
  return document;
}
