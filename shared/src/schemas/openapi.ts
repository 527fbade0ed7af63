import * as z from 'zod';

/**
 * `GET /openapi.json`: the OpenAPI 3.1 document of this API, answered as is. Its paths and schemas are generated from
 * the routes themselves, so the contract names the top-level members and lets the generated content through.
 */
export const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  components: z.looseObject({}),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({ operationId: z.string(), summary: z.string() }))),
});
export type OpenApiDocument = z.infer<typeof openApiDocument>;
