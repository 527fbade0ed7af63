import type { HttpMethod } from '@aed/shared/api/route';
import { handlerFileName } from '@aed/shared/api/route';
import type { GenDefinition, GenNames } from './gen-model';

/**
 * One route of a generated module (decision 0033): the `defineRoute` object of the shared routes file, the handler
 * file that binds it (named after it, as the route table expects) and the web call that uses it.
 */
export interface GenRoute {
  /** `DevicePage`: the route id and the exported route object's name. */
  id: string;
  method: HttpMethod;
  /** Last path segment under `/upms/system/<m>`. */
  verb: string;
  permission: 'list' | 'query' | 'add' | 'edit' | 'remove' | 'export';
  summary: string;
  /** Where the input comes from, and its schema's name in the module's shared schema file. */
  input: { from: 'query' | 'body'; schema: string };
  /** The answer's `data`: a numbered page of records, one record, or nothing; or a file (the xlsx export). */
  response: 'page' | 'record' | 'none' | 'file';
  log?: 'add' | 'update' | 'delete' | 'export';
  /** The domain function the handler calls, the module file that holds it (reads, changes, export), and the handler's body (one call). */
  service: string;
  domain: 'queries' | 'service' | 'export';
  call: string;
}

/** The routes of a generated module, by role. */
export function genRoutes(def: Pick<GenDefinition, 'businessName'>, n: GenNames) {
  const name = def.businessName.en;
  const routes = {
    page: { id: `${n.E}Page`, method: 'GET', verb: 'page', permission: 'list', summary: `${name}: one page`, input: { from: 'query', schema: `${n.e}PageQuery` }, response: 'page', service: `page${n.E}s`, domain: 'queries', call: `({ query }) => page${n.E}s(query)` },
    info: { id: `${n.E}Info`, method: 'GET', verb: 'info', permission: 'query', summary: `${name}: one record by id`, input: { from: 'query', schema: `${n.e}InfoQuery` }, response: 'record', service: `get${n.E}`, domain: 'queries', call: `({ query }) => get${n.E}(query.${n.id})` },
    add: { id: `${n.E}Add`, method: 'POST', verb: 'add', permission: 'add', summary: `${name}: add a record`, input: { from: 'body', schema: `add${n.E}Body` }, response: 'record', log: 'add', service: `add${n.E}`, domain: 'service', call: `({ actor, body }) => add${n.E}(actor, body)` },
    update: { id: `${n.E}Update`, method: 'PUT', verb: 'update', permission: 'edit', summary: `${name}: update a record`, input: { from: 'body', schema: `update${n.E}Body` }, response: 'record', log: 'update', service: `edit${n.E}`, domain: 'service', call: `({ actor, body }) => edit${n.E}(actor, body)` },
    remove: { id: `${n.E}Delete`, method: 'DELETE', verb: 'delete', permission: 'remove', summary: `${name}: delete records (ids=1,2)`, input: { from: 'query', schema: `delete${n.E}Query` }, response: 'none', log: 'delete', service: `remove${n.E}s`, domain: 'service', call: `({ query }) => remove${n.E}s(query.ids)` },
    // like ConfigExport: the records matching the search as xlsx, in the caller's language (decision 0012)
    export: { id: `${n.E}Export`, method: 'GET', verb: 'export', permission: 'export', summary: `${name}: records matching the search as xlsx`, input: { from: 'query', schema: `${n.e}Search` }, response: 'file', log: 'export', service: `export${n.E}s`, domain: 'export', call: `async ({ actor, query, event }) => export${n.E}s(actor, query, await callerLanguage(event, actor))` },
  } as const satisfies Record<string, GenRoute>;
  return routes;
}

/** The handler file of a generated route, relative to the repository root (`<folder>/<method>-<kebab id>.ts`). */
export const genHandlerPath = (n: GenNames, route: Pick<GenRoute, 'id' | 'method'>): string => `functions/src/routes/${n.folder}/${handlerFileName(route)}.ts`;
