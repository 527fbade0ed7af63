/** Permission identifiers as data: routes declare one, the SPA hides buttons by the same ids. */
export const PERMISSIONS = {
  /** Code generation (System tools). */
  gen: {
    list: 'tool:gen:list',
    query: 'tool:gen:query',
    add: 'tool:gen:add',
    edit: 'tool:gen:edit',
    remove: 'tool:gen:remove',
    preview: 'tool:gen:preview',
    code: 'tool:gen:code',
  },
  config: {
    list: 'system:config:list',
    query: 'system:config:query',
    add: 'system:config:add',
    edit: 'system:config:edit',
    remove: 'system:config:remove',
    export: 'system:config:export',
  },
  online: {
    list: 'monitor:online:list',
    forceLogout: 'monitor:online:forceLogout',
  },
  operlog: {
    list: 'monitor:operlog:list',
    query: 'monitor:operlog:query',
    remove: 'monitor:operlog:remove',
    export: 'monitor:operlog:export',
  },
  logininfor: {
    list: 'monitor:logininfor:list',
    remove: 'monitor:logininfor:remove',
    export: 'monitor:logininfor:export',
    unlock: 'monitor:logininfor:unlock',
  },
  menu: {
    list: 'system:menu:list',
    query: 'system:menu:query',
    add: 'system:menu:add',
    edit: 'system:menu:edit',
    remove: 'system:menu:remove',
  },
  role: {
    list: 'system:role:list',
    query: 'system:role:query',
    add: 'system:role:add',
    edit: 'system:role:edit',
    remove: 'system:role:remove',
    export: 'system:role:export',
  },
  dict: {
    list: 'system:dict:list',
    query: 'system:dict:query',
    add: 'system:dict:add',
    edit: 'system:dict:edit',
    remove: 'system:dict:remove',
    export: 'system:dict:export',
  },
  post: {
    list: 'system:post:list',
    query: 'system:post:query',
    add: 'system:post:add',
    edit: 'system:post:edit',
    remove: 'system:post:remove',
    export: 'system:post:export',
  },
  notice: {
    list: 'system:notice:list',
    query: 'system:notice:query',
    add: 'system:notice:add',
    edit: 'system:notice:edit',
    remove: 'system:notice:remove',
  },
  dept: {
    list: 'system:dept:list',
    query: 'system:dept:query',
    add: 'system:dept:add',
    edit: 'system:dept:edit',
    remove: 'system:dept:remove',
    export: 'system:dept:export',
  },
  user: {
    list: 'system:user:list',
    query: 'system:user:query',
    add: 'system:user:add',
    edit: 'system:user:edit',
    remove: 'system:user:remove',
    export: 'system:user:export',
    import: 'system:user:import',
    resetPwd: 'system:user:resetPwd',
    /** Certificate validity (the certificate manager's right). */
    certificate: 'system:user:certificate',
  },
  /** Work-order capabilities of roles (spec section 6: distribution and handling are separate permissions). */
  /** Device monitoring (docs/decisions/0047): the alarm screens; acknowledging and clearing alarms. */
  alarm: {
    list: 'monitoring:alarm:list',
    handle: 'monitoring:alarm:handle',
  },
  /** Device monitoring: the running status screens (list, detail, counts per status; docs/decisions/0048). */
  runningStatus: {
    list: 'monitoring:status:list',
  },
  /** The monthly report download (docs/decisions/0051). */
  monthlyReport: {
    // an export (a read action): holding it leaves a read-only account read-only (user quotas by kind, decision 0030)
    export: 'monitoring:report:export',
  },
  /** Monitoring records and the inspection record sheet (docs/decisions/0050): the list, importing a filled sheet. */
  inspection: {
    list: 'monitoring:record:list',
    import: 'monitoring:inspection:import',
  },
  /** Device monitoring > IoT data (docs/decisions/0049): a device's telemetry messages and their chart. */
  iotData: {
    list: 'monitoring:iotdata:list',
  },
  /** Email management (docs/decisions/0054): the mail list, resending failed mails, their sender and recipients. */
  mail: {
    list: 'system:mail:list',
    resend: 'system:mail:resend',
    sender: 'system:mail:sender',
  },
  /** Inspection reports and their approval (docs/decisions/0055): auditing is its own permission. */
  report: {
    list: 'report:inspection:list',
    query: 'report:inspection:query',
    add: 'report:inspection:add',
    edit: 'report:inspection:edit',
    submit: 'report:inspection:submit',
    audit: 'report:inspection:audit',
    /** Download is `query`; sending the approved report to its receivers is its own button (7016). */
    send: 'report:inspection:send',
  },
  /** The report email schedule (docs/decisions/0057): who sees the organizations' lists, who sets them. */
  reportSchedule: {
    list: 'report:schedule:list',
    edit: 'report:schedule:edit',
  },
  workOrder: {
    /** Opens the work-order screens (their menus); what one may do there is `distribute` / `handle`. */
    list: 'workorder:order:list',
    distribute: 'workorder:order:distribute',
    handle: 'workorder:order:handle',
  },
  productType: {
    list: 'product:type:list',
    query: 'product:type:query',
    add: 'product:type:add',
    edit: 'product:type:edit',
    remove: 'product:type:remove',
    export: 'product:type:export',
  },
  deviceModel: {
    list: 'product:model:list',
    query: 'product:model:query',
    add: 'product:model:add',
    edit: 'product:model:edit',
    remove: 'product:model:remove',
    export: 'product:model:export',
  },
  /** Monitoring item presets (Product management). */
  monitorItem: {
    list: 'product:monitor:list',
    query: 'product:monitor:query',
    add: 'product:monitor:add',
    edit: 'product:monitor:edit',
    remove: 'product:monitor:remove',
    export: 'product:monitor:export',
  },
  job: {
    list: 'monitor:job:list',
    query: 'monitor:job:query',
    add: 'monitor:job:add',
    edit: 'monitor:job:edit',
    remove: 'monitor:job:remove',
    changeStatus: 'monitor:job:changeStatus',
    export: 'monitor:job:export',
  },
  /** Administrative regions (Product management, docs/decisions/0016). */
  region: {
    list: 'product:region:list',
    query: 'product:region:query',
    add: 'product:region:add',
    edit: 'product:region:edit',
    remove: 'product:region:remove',
    export: 'product:region:export',
    import: 'product:region:import',
  },
  /** Persons to notify on abnormal events (Product management, decision 0019). */
  notify: {
    list: 'product:notify:list',
    query: 'product:notify:query',
    add: 'product:notify:add',
    edit: 'product:notify:edit',
    remove: 'product:notify:remove',
    export: 'product:notify:export',
  },
  /** Work-order handler assignments (Product management, decision 0019). */
  handler: {
    list: 'product:handler:list',
    query: 'product:handler:query',
    add: 'product:handler:add',
    edit: 'product:handler:edit',
    remove: 'product:handler:remove',
    export: 'product:handler:export',
  },
  /** Devices (product basic information, Product management; docs/decisions/0018). */
  device: {
    list: 'product:device:list',
    query: 'product:device:query',
    add: 'product:device:add',
    edit: 'product:device:edit',
    remove: 'product:device:remove',
    export: 'product:device:export',
    import: 'product:device:import',
    /** Enable / disable. */
    status: 'product:device:status',
    /** Send commands to a device over MQTT: self-test, locate (decision 0047). */
    command: 'product:device:command',
  },
  /** Sale records: sell, relet, update, relocate, void (Product management -> Sales records; decision 0043). */
  sale: {
    list: 'product:sale:list',
    query: 'product:sale:query',
    add: 'product:sale:add',
    edit: 'product:sale:edit',
    /** Relet (renew) a lease. */
    relet: 'product:sale:relet',
    relocate: 'product:sale:relocate',
    void: 'product:sale:void',
    /** Sell as a buyout (spec section 6: buyout may be denied by permission). */
    buyout: 'product:sale:buyout',
  },
  /** QR codes (issue 15, decision 0042): the list, generation and print, binding to a device. */
  qr: {
    list: 'product:qr:list',
    generate: 'product:qr:generate',
    bind: 'product:qr:bind',
  },
  /** Accessory records and consumable records (Product management, decision 0020). */
  accessory: {
    list: 'product:accessory:list',
    query: 'product:accessory:query',
    add: 'product:accessory:add',
    edit: 'product:accessory:edit',
    remove: 'product:accessory:remove',
    export: 'product:accessory:export',
    /** Install on a device, remove from it, replace. */
    install: 'product:accessory:install',
  },
  /** Inventory (Product management; docs/decisions/0021): stock and movements are read only, derived from devices. */
  inventory: {
    list: 'product:inventory:list',
    export: 'product:inventory:export',
  },
  /** Licence management (Other, decision 0041): the pool, batches and history; selling to a child; minting at the root. */
  licence: {
    list: 'system:licence:list',
    allocate: 'system:licence:allocate',
    mint: 'system:licence:mint',
  },
} as const satisfies Record<string, Record<string, `${string}:${string}:${string}`>>;

export { ADMINISTRATOR_ROLES, ALL_PERMISSIONS, SUPER_ADMIN_ROLE, hasPermission, hasRole } from './grants';

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type Permission = Leaves<typeof PERMISSIONS>;
