import { ROUTES, type RouteDefinition, routeEntry } from '@aed/functions/routes/route-table';

/**
 * The module a route belongs to, which decides the nested stack it lands in: the first path segment after
 * `/upms/system/` (`user`, `config`, ...), else the handler folder under `monitor/` (`job`) or `product/`
 * (`productType`, `productMonitorItem`, ...), else `common` for the common handlers, else `auth`.
 */
export function routeModule(route: Pick<RouteDefinition, 'id' | 'method' | 'path'>): string {
  const system = /^\/upms\/system\/([^/]+)/.exec(route.path);
  if (system) return system[1];
  // Handlers kept in their own folder under monitor/ (monitor/job/*) form their own module.
  const monitorModule = /^monitor\/([^/]+)\//.exec(routeEntry(route));
  if (monitorModule) return monitorModule[1];
  const productModule = /^product\/([^/]+)\//.exec(routeEntry(route));
  if (productModule) return `product${pascalCase(productModule[1])}`;
  return routeEntry(route).startsWith('common/') ? 'common' : 'auth';
}

/** Routes grouped by module, in route-table order. */
export function routesByModule(routes: readonly RouteDefinition[] = ROUTES): Map<string, RouteDefinition[]> {
  const modules = new Map<string, RouteDefinition[]>();
  for (const route of routes) {
    const name = routeModule(route);
    modules.set(name, [...(modules.get(name) ?? []), route]);
  }
  return modules;
}

/** `config` -> `Config`, `dict-type` -> `DictType`: a construct id part. */
export const pascalCase = (name: string): string =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
