/**
 * The SPA calls the API through the shared route objects (decision 0033) but reads only their id, method and path at
 * run time: a route's request and response schemas are there for the compiler. This build step replaces the schema
 * properties of every `defineRoute({...})` in shared/src/routes with `undefined`, so a page that calls a route does
 * not also download zod and every schema of that route module (docs/decisions/0037); its access, summary and
 * operation-log spec likewise (the permission catalogue, the summaries' text). A form that validates with a
 * shared schema imports the schema itself. Types are untouched: they come from the source, not from the build.
 */
import { parseAst, type Plugin } from 'vite';

/**
 * What the SPA never reads of a route: its schemas, and what only the server and the OpenAPI document use (who may
 * call it, its summary, its operation-log spec). Without `access` a route module no longer needs the permission
 * catalogue (shared/src/permissions/permissions.ts) at run time.
 */
const SCHEMA_KEYS = new Set(['query', 'params', 'body', 'response', 'access', 'summary', 'log']);
const ROUTE_MODULE = /\/shared\/src\/routes\/[^/]+\.routes\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* walk(item);
    } else if (isNode(value)) yield* walk(value);
  }
}

/** The module's code with the schema properties of its `defineRoute({...})` objects set to `undefined`. */
export function dropRouteSchemas(code: string, file = 'routes.ts'): string {
  const cuts: { start: number; end: number; text: string }[] = [];
  for (const node of walk(parseAst(code, { lang: 'ts' }, file) as unknown as Node)) {
    const [route] = (node.arguments ?? []) as Node[];
    if (node.type !== 'CallExpression' || (node.callee as Node).type !== 'Identifier' || (node.callee as { name: string }).name !== 'defineRoute') continue;
    if (route?.type !== 'ObjectExpression') throw new Error(`${file}: defineRoute takes an object literal`);
    for (const property of route.properties as Node[]) {
      const key = property.key as Node & { name?: string };
      if (property.type !== 'Property' || property.computed || key.type !== 'Identifier' || !SCHEMA_KEYS.has(key.name!)) continue;
      cuts.push(property.shorthand ? { start: property.start, end: property.end, text: `${key.name}: undefined` } : { start: (property.value as Node).start, end: (property.value as Node).end, text: 'undefined' });
    }
  }
  let out = code;
  for (const cut of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, cut.start) + cut.text + out.slice(cut.end);
  return out;
}

/** Vite plugin of the SPA build (not of the web tests: they use the route objects as they are). */
export function dropRouteSchemasPlugin(): Plugin {
  return {
    name: 'aed:drop-route-schemas',
    apply: 'build',
    transform: {
      filter: { id: ROUTE_MODULE },
      handler(code, id) {
        return { code: dropRouteSchemas(code, id), map: null };
      },
    },
  };
}
