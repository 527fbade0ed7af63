/**
 * Views named by the `component` string of a route tree entry (GET /getRouters), loaded on demand.
 * A screen is added by one line here; an unknown component renders the 404 page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPattern, normalizePath } from '../lib/route-tree';

export type ViewComponent = LazyExoticComponent<ComponentType>;

export const VIEW_REGISTRY: Readonly<Record<string, ViewComponent>> = {
  'tool/gen/index': lazy(() => import('../features/gen/components/gen-page')),
  'system/config/index': lazy(() => import('../features/config/components/config-page')),
  'system/menu/index': lazy(() => import('../features/menu/components/menu-page')),
  'system/role/index': lazy(() => import('../features/role/components/role-page')),
  'monitor/operlog/index': lazy(() => import('../features/monitor/components/operlog-page')),
  'monitor/logininfor/index': lazy(() => import('../features/monitor/components/logininfor-page')),
  'monitor/online/index': lazy(() => import('../features/monitor/components/online-page')),
  'system/dept/index': lazy(() => import('../features/dept/components/dept-page')),
  'monitor/job/index': lazy(() => import('../features/job/components/job-page')),
  'system/dict/index': lazy(() => import('../features/dict/components/dict-page')),
  'system/dict/data': lazy(() => import('../features/dict/components/dict-data-page')),
  'system/post/index': lazy(() => import('../features/post/components/post-page')),
  'system/notice/index': lazy(() => import('../features/notice/components/notice-page')),
  'system/user/index': lazy(() => import('../features/user/components/user-page')),
  'product/productType/index': lazy(() => import('../features/product-type/components/product-type-page')),
  'product/deviceModel/index': lazy(() => import('../features/device-model/components/device-model-page')),
  'product/monitorItem/index': lazy(() => import('../features/monitor-item/components/monitor-item-page')),
  'product/region/index': lazy(() => import('../features/region/components/region-page')),
  'product/notify/index': lazy(() => import('../features/notify/components/notify-page')),
  'product/handler/index': lazy(() => import('../features/handler/components/handler-page')),
  // Screens that compose several features are put together in app/screens.
  'product/device/index': lazy(() => import('./screens/device-screen')),
  'product/accessory/index': lazy(() => import('../features/accessory/components/accessory-page')),
  'product/sale/index': lazy(() => import('../features/sale/components/sale-page')),
  'product/qr/index': lazy(() => import('../features/qr/components/qr-page')),
  'product/inventory/index': lazy(() => import('../features/inventory/components/inventory-page')),
  'system/licence/index': lazy(() => import('../features/licence/components/licence-page')),
  'system/mail/index': lazy(() => import('../features/mail/components/mail-page')),
  'workorder/order/index': lazy(() => import('../features/work-order/components/order-page')),
  'workorder/alarm/index': lazy(() => import('../features/work-order/components/order-page').then((m) => ({ default: m.AlarmOrders }))),
  'workorder/maintenance/index': lazy(() => import('../features/work-order/components/order-page').then((m) => ({ default: m.MaintenanceOrders }))),
  'workorder/installation/index': lazy(() => import('../features/work-order/components/order-page').then((m) => ({ default: m.InstallationOrders }))),
  'workorder/training/index': lazy(() => import('../features/work-order/components/order-page').then((m) => ({ default: m.TrainingOrders }))),
  'workorder/other/index': lazy(() => import('../features/work-order/components/order-page').then((m) => ({ default: m.OtherOrders }))),
  // Lease-expiry reminders sit under Work orders but are the sales list narrowed to leases (decision 0045).
  'workorder/lease/index': lazy(() => import('../features/sale/components/lease-reminders-page')),
  'workorder/log/index': lazy(() => import('../features/work-order/components/order-log-page')),
  // Device monitoring (decision 0047): the alarms the alarm engine raises.
  'monitoring/alarm/index': lazy(() => import('../features/alarm/components/alarm-page')),
  // Equipment running status (decision 0048): the stored statuses, their counts and one device's detail.
  'monitoring/status/index': lazy(() => import('../features/running-status/components/running-status-page')),
  // The monthly report download (decision 0051).
  'monitoring/monthly-report/index': lazy(() => import('../features/monthly-report/components/monthly-report-page')),
  // Monitoring records and the inspection record sheet (decision 0050).
  'monitoring/records/index': lazy(() => import('../features/inspection/components/inspection-screens').then((m) => ({ default: m.InspectionRecordsPage }))),
  'monitoring/inspection/index': lazy(() => import('../features/inspection/components/inspection-screens').then((m) => ({ default: m.InspectionSheetPage }))),
  // A device's telemetry over a range, its chart and messages (decision 0049); the chart library comes with it only.
  'monitoring/iotdata/index': lazy(() => import('../features/iot-data/components/iot-data-page')),
  // Inspection reports and their approval (decision 0055).
  'report/inspection/index': lazy(() => import('../features/report/components/report-page')),
  // The report email schedule: the list approved reports are mailed to per organization, and how often (decision 0057).
  'report/schedule/index': lazy(() => import('../features/report-schedule/components/report-schedule-page')),
};

/** `system/config/index`, also accepted with a leading slash or a `.vue`/`.tsx` suffix. */
export function normalizeComponentName(component: string): string {
  return component.trim().replace(/^\/+/, '').replace(/\.(vue|tsx|jsx|ts|js)$/, '');
}

export const resolveView = (component: string): ViewComponent | undefined =>
  Object.prototype.hasOwnProperty.call(VIEW_REGISTRY, normalizeComponentName(component))
    ? VIEW_REGISTRY[normalizeComponentName(component)]
    : undefined;

/**
 * Screens whose menu path is not their component's (`system/dict/data` is opened at `/dict/type/data/:dictId`, the
 * logs are under System > Logs). functions/test/runtime/menu-views.test.ts checks this against the seeded menus.
 */
const SCREEN_PATHS: Readonly<Record<string, string>> = {
  'system/dict/data': '/dict/type/data/:dictId',
  'monitor/operlog/index': '/system/log/operlog',
  'monitor/logininfor/index': '/system/log/logininfor',
};

/** Where the menus put a screen: `system/user/index` at `/system/user` (directory path, then the screen's). */
export const screenPathOf = (component: string): string => {
  const name = normalizeComponentName(component);
  return SCREEN_PATHS[name] ?? normalizePath(name.replace(/\/index$/, ''));
};

/**
 * Whether `pathname` is a screen of the product, whoever may open it: a location the user's route tree does not
 * hold is then "no access" (403), any other "no such page" (404).
 */
export const isKnownScreenPath = (pathname: string): boolean => {
  const target = normalizePath(pathname);
  return Object.keys(VIEW_REGISTRY).some((component) => matchPattern(screenPathOf(component), target) !== undefined);
};
