/**
 * The one route table: CDK creates a Lambda + HTTP API route per entry, the local HTTP adapter dispatches to the
 * same handler modules, and the OpenAPI document is generated from it. The routes themselves are defined once in
 * shared/src/routes (decision 0033); this file says only which folder under functions/src/routes holds each list's
 * handlers. A handler file is named after its route (`<method>-<kebab id>.ts`) and binds the same route object
 * (`defineHandler(route, ...)`), which functions/test/runtime/route-table.test.ts checks for every route.
 * Handlers never import this file (each imports only its own route), so a Lambda carries one module's schemas.
 */
import { API_BASE, fullPath, handlerFileName, type RouteDefinition } from '@aed/shared/api/route';
import { AUTH_ROUTES } from '@aed/shared/routes/auth.routes';
import { GEN_ROUTES } from '@aed/shared/routes/gen.routes';
import { COMMON_ROUTES } from '@aed/shared/routes/common.routes';
import { PROFILE_ROUTES } from '@aed/shared/routes/profile.routes';
import { USER_ROUTES } from '@aed/shared/routes/user.routes';
import { CONFIG_ROUTES } from '@aed/shared/routes/config.routes';
import { DEPT_ROUTES } from '@aed/shared/routes/dept.routes';
import { DICT_ROUTES } from '@aed/shared/routes/dict.routes';
import { POST_ROUTES } from '@aed/shared/routes/post.routes';
import { NOTICE_ROUTES } from '@aed/shared/routes/notice.routes';
import { OPERLOG_ROUTES, LOGININFOR_ROUTES, ONLINE_ROUTES } from '@aed/shared/routes/monitor.routes';
import { JOB_ROUTES } from '@aed/shared/routes/job.routes';
import { MENU_ROUTES } from '@aed/shared/routes/menu.routes';
import { ROLE_ROUTES } from '@aed/shared/routes/role.routes';
import { PRODUCT_TYPE_ROUTES } from '@aed/shared/routes/product-type.routes';
import { DEVICE_MODEL_ROUTES } from '@aed/shared/routes/device-model.routes';
import { MONITOR_ITEM_ROUTES } from '@aed/shared/routes/monitor-item.routes';
import { REGION_ROUTES } from '@aed/shared/routes/region.routes';
import { NOTIFY_ROUTES } from '@aed/shared/routes/notify.routes';
import { SALE_ROUTES } from '@aed/shared/routes/sale.routes';
import { HANDLER_ROUTES } from '@aed/shared/routes/handler.routes';
import { DEVICE_ROUTES } from '@aed/shared/routes/device.routes';
import { DEVICE_COMMAND_ROUTES } from '@aed/shared/routes/device-command.routes';
import { QR_ROUTES } from '@aed/shared/routes/qr.routes';
import { ACCESSORY_ROUTES } from '@aed/shared/routes/accessory.routes';
import { INVENTORY_ROUTES } from '@aed/shared/routes/inventory.routes';
import { VERSION_ROUTES } from '@aed/shared/routes/version.routes';
import { UPLOAD_ROUTES } from '@aed/shared/routes/upload.routes';
import { LICENCE_ROUTES } from '@aed/shared/routes/licence.routes';
import { MESSAGE_ROUTES } from '@aed/shared/routes/message.routes';
import { ORDER_ROUTES } from '@aed/shared/routes/work-order.routes';
import { ALARM_ROUTES } from '@aed/shared/routes/alarm.routes';
import { MAIL_ROUTES } from '@aed/shared/routes/mail.routes';
import { RUNNING_STATUS_ROUTES } from '@aed/shared/routes/running-status.routes';
import { MONTHLY_REPORT_ROUTES } from '@aed/shared/routes/monthly-report.routes';
import { INSPECTION_ROUTES } from '@aed/shared/routes/inspection.routes';
import { IOT_DATA_ROUTES } from '@aed/shared/routes/iot-data.routes';
import { REPORT_ROUTES } from '@aed/shared/routes/report.routes';
import { REPORT_SCHEDULE_ROUTES } from '@aed/shared/routes/report-schedule.routes';

export { API_BASE, fullPath };
export type { HttpMethod, OperationLogSpec, RouteDefinition } from '@aed/shared/api/route';

/** Folder of the handlers (under functions/src/routes) of each route list. */
const HANDLER_FOLDERS = [
  ['upms', AUTH_ROUTES],
  ['tool/gen', GEN_ROUTES],
  ['common', COMMON_ROUTES],
  ['system/user', PROFILE_ROUTES],
  ['system/user', USER_ROUTES],
  ['system/config', CONFIG_ROUTES],
  ['system/dept', DEPT_ROUTES],
  ['system/dict', DICT_ROUTES],
  ['system/post', POST_ROUTES],
  ['system/notice', NOTICE_ROUTES],
  ['monitor/operlog', OPERLOG_ROUTES],
  ['monitor/logininfor', LOGININFOR_ROUTES],
  ['monitor/online', ONLINE_ROUTES],
  ['monitor/job', JOB_ROUTES],
  ['system/menu', MENU_ROUTES],
  ['system/role', ROLE_ROUTES],
  ['product/type', PRODUCT_TYPE_ROUTES],
  ['product/model', DEVICE_MODEL_ROUTES],
  ['product/monitor-item', MONITOR_ITEM_ROUTES],
  ['product/region', REGION_ROUTES],
  ['product/notify', NOTIFY_ROUTES],
  ['product/handler', HANDLER_ROUTES],
  ['product/device', DEVICE_ROUTES],
  ['product/device', DEVICE_COMMAND_ROUTES],
  ['product/qr', QR_ROUTES],
  ['product/accessory', ACCESSORY_ROUTES],
  ['product/inventory', INVENTORY_ROUTES],
  ['product/sale', SALE_ROUTES],
  ['system/version', VERSION_ROUTES],
  ['common/upload', UPLOAD_ROUTES],
  ['system/licence', LICENCE_ROUTES],
  ['system/mail', MAIL_ROUTES],
  ['mems/message', MESSAGE_ROUTES],
  ['workorder/order', ORDER_ROUTES],
  ['monitoring/alarm', ALARM_ROUTES],
  ['monitoring/status', RUNNING_STATUS_ROUTES],
  ['monitoring/report', MONTHLY_REPORT_ROUTES],
  ['monitoring/inspection', INSPECTION_ROUTES],
  ['monitoring/iotdata', IOT_DATA_ROUTES],
  ['report/inspection', REPORT_ROUTES],
  ['report/schedule', REPORT_SCHEDULE_ROUTES],
] as const;

export const ROUTES = [...AUTH_ROUTES, ...GEN_ROUTES, ...COMMON_ROUTES, ...PROFILE_ROUTES, ...USER_ROUTES, ...CONFIG_ROUTES, ...DEPT_ROUTES, ...DICT_ROUTES, ...POST_ROUTES, ...NOTICE_ROUTES, ...OPERLOG_ROUTES, ...LOGININFOR_ROUTES, ...ONLINE_ROUTES, ...JOB_ROUTES, ...MENU_ROUTES, ...ROLE_ROUTES, ...PRODUCT_TYPE_ROUTES, ...DEVICE_MODEL_ROUTES, ...MONITOR_ITEM_ROUTES, ...REGION_ROUTES, ...NOTIFY_ROUTES, ...HANDLER_ROUTES, ...DEVICE_ROUTES, ...DEVICE_COMMAND_ROUTES, ...ACCESSORY_ROUTES, ...INVENTORY_ROUTES, ...SALE_ROUTES, ...VERSION_ROUTES, ...UPLOAD_ROUTES, ...LICENCE_ROUTES, ...QR_ROUTES, ...MESSAGE_ROUTES, ...ORDER_ROUTES, ...ALARM_ROUTES, ...RUNNING_STATUS_ROUTES, ...MONTHLY_REPORT_ROUTES, ...INSPECTION_ROUTES, ...IOT_DATA_ROUTES, ...REPORT_ROUTES, ...REPORT_SCHEDULE_ROUTES, ...MAIL_ROUTES] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof ROUTES)[number]['id'];

const FOLDER_OF = new Map<string, string>(
  HANDLER_FOLDERS.flatMap(([folder, routes]) => (routes as readonly RouteDefinition[]).map((route) => [route.id, folder] as const)),
);

/** Every folder under functions/src/routes that holds handlers (`system/config`, ...). */
export const handlerFolders = (): string[] => [...new Set(HANDLER_FOLDERS.map(([folder]) => folder))];

export { handlerFileName };

/** Handler module of a route under functions/src/routes, without extension (`system/config/get-config-page`). */
export function routeEntry(route: Pick<RouteDefinition, 'id' | 'method'>): string {
  const folder = FOLDER_OF.get(route.id);
  if (!folder) throw new Error(`route ${route.id} is in no handler folder`);
  return `${folder}/${handlerFileName(route)}`;
}

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

export function routeById(id: RouteId): RouteDefinition {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route;
}
