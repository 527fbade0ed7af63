/**
 * The one route table: CDK creates a Lambda + HTTP API route per entry, the local HTTP adapter dispatches to the
 * same handler modules, and the OpenAPI document is generated from it. No handler code is imported here (only
 * paths), so CDK and the adapter stay light. Each module keeps its list in routes/<module>/<name>.routes.ts.
 */
import { API_BASE, type RouteDefinition } from './route-types';
import { AUTH_ROUTES } from './upms/auth.routes';
import { COMMON_ROUTES } from './common/common.routes';
import { PROFILE_ROUTES } from './system/user/profile.routes';
import { USER_ROUTES } from './system/user/user.routes';
import { CONFIG_ROUTES } from './system/config/config.routes';
import { DEPT_ROUTES } from './system/dept/dept.routes';
import { MONITOR_ROUTES } from './monitor/monitor.routes';
import { JOB_ROUTES } from './monitor/job/job.routes';
import { DICT_ROUTES } from './system/dict/dict.routes';
import { POST_ROUTES } from './system/post/post.routes';
import { NOTICE_ROUTES } from './system/notice/notice.routes';
import { MENU_ROUTES } from './system/menu/menu.routes';
import { ROLE_ROUTES } from './system/role/role.routes';
import { GEN_ROUTES } from './tool/gen/gen.routes';
import { PRODUCT_TYPE_ROUTES } from './product/type/product-type.routes';
import { DEVICE_MODEL_ROUTES } from './product/model/device-model.routes';
import { MONITOR_ITEM_ROUTES } from './product/monitor-item/monitor-item.routes';
import { REGION_ROUTES } from './product/region/region.routes';
import { NOTIFY_ROUTES } from './product/notify/notify.routes';
import { HANDLER_ROUTES } from './product/handler/handler.routes';
import { DEVICE_ROUTES } from './product/device/device.routes';
import { ACCESSORY_ROUTES } from './product/accessory/accessory.routes';
import { INVENTORY_ROUTES } from './product/inventory/inventory.routes';
import { VERSION_ROUTES } from './system/version/version.routes';

export { API_BASE };
export type { HttpMethod, OperationLogSpec, RouteDefinition } from './route-types';

/** `/x/{type}` -> a matcher for concrete paths, giving the named parameters. */
export function pathMatcher(route: Pick<RouteDefinition, 'path' | 'absolute'>): (path: string) => Record<string, string> | null {
  const names: string[] = [];
  const pattern = fullPath(route)
    .split('/')
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(m[1]);
      return '([^/]+)';
    })
    .join('/');
  const re = new RegExp(`^${pattern}$`);
  return (path) => {
    const match = re.exec(path);
    if (!match) return null;
    try {
      return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1])]));
    } catch {
      return null;
    }
  };
}

export const ROUTES = [...AUTH_ROUTES, ...GEN_ROUTES, ...COMMON_ROUTES, ...PROFILE_ROUTES, ...USER_ROUTES, ...CONFIG_ROUTES, ...DEPT_ROUTES, ...DICT_ROUTES, ...POST_ROUTES, ...NOTICE_ROUTES, ...MONITOR_ROUTES, ...JOB_ROUTES, ...MENU_ROUTES, ...ROLE_ROUTES, ...PRODUCT_TYPE_ROUTES, ...DEVICE_MODEL_ROUTES, ...MONITOR_ITEM_ROUTES, ...REGION_ROUTES, ...NOTIFY_ROUTES, ...HANDLER_ROUTES, ...DEVICE_ROUTES, ...ACCESSORY_ROUTES, ...INVENTORY_ROUTES, ...VERSION_ROUTES] as const satisfies readonly RouteDefinition[];


export type RouteId = (typeof ROUTES)[number]['id'];

export const fullPath = (route: Pick<RouteDefinition, 'path' | 'absolute'>): string =>
  route.absolute ? route.path : `${API_BASE}${route.path}`;

export function routeById(id: RouteId): RouteDefinition {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route;
}
