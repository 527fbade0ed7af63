/**
 * The modules of the operation log: every write route names one (`log.module`, shared/src/api/route.ts), the log
 * search takes only these (issue 14: a free-text search matched internal keys only), and the screen shows each by the
 * name its menu shows. Value: the menu code of that name (`ns:key`, or `menu.x` in the layout namespace,
 * web/src/lib/route-title.ts). A generated module adds its line here (functions/src/domain/gen/generator.ts).
 */
export const OPER_LOG_MODULES = {
  accessory: 'accessory:menu.title',
  alarm: 'alarm:menu.title',
  config: 'menu.config',
  dept: 'menu.dept',
  device: 'device:menu.title',
  deviceModel: 'deviceModel:menu.title',
  dict: 'menu.dict',
  gen: 'menu.gen',
  handler: 'handler:menu.title',
  inspection: 'inspection:menu.title',
  inventory: 'inventory:menu.title',
  job: 'menu.job',
  licence: 'licence:menu.title',
  jobLog: 'job:log.title',
  logininfor: 'menu.logininfor',
  mail: 'mail:menu.title',
  menu: 'menu.menu',
  monitorItem: 'monitorItem:menu.title',
  monthlyReport: 'monthlyReport:menu.title',
  notice: 'menu.notice',
  notify: 'notify:menu.title',
  online: 'menu.online',
  operlog: 'menu.operlog',
  post: 'menu.post',
  qr: 'qr:menu.title',
  productType: 'productType:menu.title',
  profile: 'menu.profile',
  region: 'region:menu.title',
  report: 'report:menu.title',
  role: 'menu.role',
  sale: 'sale:menu.title',
  workOrder: 'workOrder:menu.title',
  user: 'menu.user',
} as const;

export type OperLogModule = keyof typeof OPER_LOG_MODULES;

/** The module keys, for enums and lists. */
export const OPER_LOG_MODULE_KEYS = Object.keys(OPER_LOG_MODULES) as [OperLogModule, ...OperLogModule[]];
