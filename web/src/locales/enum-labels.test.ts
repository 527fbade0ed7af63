/**
 * Every value of a shared enum that a screen turns into a translation key (`t(\`reason.${r}\`)`) has an English label:
 * a value added to a `shared/src` list without its label showed the raw key on the screen (`reason.inspectionFailed`),
 * and no test said so. The other languages are held to every English key by locales.test.ts.
 *
 * One row per place in `web/src` that builds a key from such a value: [namespace, key pattern (`*` is the value), the
 * values, imported from the shared list or schema the screen's value is typed by]. A screen that shows only part of an
 * enum lists that part, with why. A new list shown on a screen gets its row here.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SIZES } from '@aed/shared/constants/limits';
import { ACCESSORY_CATEGORIES, ACCESSORY_STATUSES, ALL_ITEM_KINDS, EXPIRY_STATES } from '@aed/shared/schemas/accessory';
import { ALARM_CLEAR_REASONS, ALARM_STATES } from '@aed/shared/schemas/alarm';
import { CONFIG_TYPES } from '@aed/shared/schemas/config';
import { DEPT_IMAGE_KINDS, DEPT_STATUSES, DEPT_TYPES, MAIL_ENCRYPTIONS } from '@aed/shared/schemas/dept';
import { DEVICE_IMPORT_COLUMNS, DEVICE_STATUSES, MOVEMENT_KINDS, SALE_STATUSES } from '@aed/shared/schemas/device';
import { DEVICE_COMMANDS } from '@aed/shared/schemas/device-command';
import { CONSUMABLE_KINDS, DEVICE_MODEL_STATUSES, WORKING_PRINCIPLES } from '@aed/shared/schemas/device-model';
import { DICT_LIST_CLASSES, DICT_STATUSES } from '@aed/shared/schemas/dict';
import { GEN_FIELD_TYPES, GEN_QUERY_MODES } from '@aed/shared/schemas/gen';
import { HANDLER_ELIGIBILITIES } from '@aed/shared/schemas/handler';
import { INSPECTION_ITEMS, INSPECTION_RESULTS, INSPECTION_SHEET_COLUMNS, INSPECTION_SOURCES } from '@aed/shared/schemas/inspection';
import { STOCK_COUNT_KEYS } from '@aed/shared/schemas/inventory';
import { iotMessageRecord } from '@aed/shared/schemas/iot-data';
import { CONCURRENT_FLAGS, JOB_GROUPS, JOB_LOG_STATUSES, JOB_STATUSES, MISFIRE_POLICIES } from '@aed/shared/schemas/job';
import { LICENCE_BATCH_STATES, LICENCE_EVENT_KINDS, licenceCounts } from '@aed/shared/schemas/licence';
import { MAIL_FAILURES, MAIL_KINDS, MAIL_RESEND_OUTCOMES, MAIL_STATES } from '@aed/shared/schemas/mail-record';
import { MENU_STATUSES, MENU_TYPES } from '@aed/shared/schemas/menu';
import { MESSAGE_KINDS, MESSAGE_READ_FILTERS, MESSAGE_TYPES } from '@aed/shared/schemas/message';
import { OPER_TYPES } from '@aed/shared/schemas/monitor';
import { LIGHT_COLOURS, MONITOR_ITEM_STATUSES, MONITOR_ITEM_TYPES } from '@aed/shared/schemas/monitor-item';
import { NOTICE_STATUSES, NOTICE_TYPES } from '@aed/shared/schemas/notice';
import { NOTIFY_EVENTS, NOTIFY_STATUSES } from '@aed/shared/schemas/notify';
import { POST_STATUSES } from '@aed/shared/schemas/post';
import { PRODUCT_TYPE_STATUSES } from '@aed/shared/schemas/product-type';
import { PUBLIC_HISTORY_KINDS, PUBLIC_ORDER_DETAILS, PUBLIC_RUNNING_STATUSES, QR_STATES, QR_UNITS, publicConsumable } from '@aed/shared/schemas/qr';
import { REGION_IMPORT_COLUMNS, REGION_LEVELS, REGION_STATUSES } from '@aed/shared/schemas/region';
import { ITEM_STATUSES, REPORT_RESULTS } from '@aed/shared/schemas/report';
import { AUDIT_RESULTS, REPORT_ACTIONS, REPORT_LOG_ACTIONS, REPORT_SOURCES, REPORT_STATE_LABEL, REPORT_STATES } from '@aed/shared/schemas/report-states';
import { DATA_SCOPES, ROLE_STATUSES } from '@aed/shared/schemas/role';
import { RUNNING_REASONS, RUNNING_STATUSES, runningStatusDetail, statusAlarmRow, statusItemRow } from '@aed/shared/schemas/running-status';
import { SALE_ACTIONS, SALE_FILE_SLOTS, SALE_VALIDITIES, SELL_TYPES } from '@aed/shared/schemas/sale';
import { DEVICE_EVENTS } from '@aed/shared/schemas/telemetry';
import { CERTIFICATE_STATES, USER_IMPORT_COLUMNS, USER_SEXES, USER_STATUSES, USER_TYPES } from '@aed/shared/schemas/user';
import { CHECK_RESULTS, CHECKLIST, CHECKLIST_ITEMS, ORDER_FILE_SLOTS, orderLogLine, orderStateCounts } from '@aed/shared/schemas/work-order';
import { ORDER_ACTIONS, ORDER_KINDS, ORDER_SOURCES, ORDER_STATES, orderStateLabel } from '@aed/shared/schemas/work-order-states';

type Tree = { [key: string]: string | Tree };

// The English namespaces as locales.test.ts builds them (errors.<feature>.json merges into errors, as lib/i18n.ts does).
const files = import.meta.glob<{ default: Tree }>('./en/*.json', { eager: true });
const english: Record<string, Tree> = {};
for (const [file, mod] of Object.entries(files)) {
  const ns = /^\.\/en\/([^/]+)\.json$/.exec(file)![1]!.split('.')[0]!;
  english[ns] = { ...english[ns], ...mod.default };
}

function lookup(tree: Tree | undefined, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined), tree);
}

/** The values of an enum field of a shared schema (optional or not), without '' (the screens show a dash for it). */
function enumOf(schema: unknown): string[] {
  let s = schema as { options?: readonly string[]; unwrap?: () => unknown };
  while (!s.options) s = s.unwrap!() as typeof s;
  return s.options.filter((v) => v !== '');
}

const STATUS_STATE = runningStatusDetail.shape.state.shape;
const REASON_ACTIONS = ORDER_ACTIONS.filter((action) => action === 'return' || action === 'cancel');
const AUDIT_MODES = REPORT_ACTIONS.filter((action) => action === 'approve' || action === 'reject');

type Row = readonly [namespace: string, pattern: string, values: readonly (string | number)[]];

const ROWS: readonly Row[] = [
  // running status (list, tally, drawer)
  ['status', 'status.*', RUNNING_STATUSES],
  ['status', 'reason.*', RUNNING_REASONS],
  // '' (values on time) reads as "onTime"
  ['status', 'stale.*', ['onTime', ...enumOf(STATUS_STATE.staleColour)]],
  ['status', 'selfTest.*', enumOf(STATUS_STATE.selfTest)],
  ['status', 'door.*', enumOf(STATUS_STATE.door)],
  ['status', 'problem.*', enumOf(STATUS_STATE.problem)],
  ['status', 'event.*', DEVICE_EVENTS],
  ['status', 'colour.*', [...enumOf(statusItemRow.shape.colour), ...enumOf(statusAlarmRow.shape.severity)]],
  ['status', 'itemProblem.*', enumOf(statusItemRow.shape.problem)],
  ['status', 'alarmState.*', enumOf(statusAlarmRow.shape.state)],
  // alarms
  ['alarm', 'state.*', ALARM_STATES],
  ['alarm', 'severity.*', LIGHT_COLOURS],
  ['alarm', 'clearReason.*', ALARM_CLEAR_REASONS],
  // IoT data
  ['iotData', 'event.*', DEVICE_EVENTS],
  ['iotData', 'selfTest.*', enumOf(iotMessageRecord.shape.selfTest)],
  ['iotData', 'door.*', enumOf(iotMessageRecord.shape.door)],
  ['iotData', 'colour.*', LIGHT_COLOURS],
  // monitoring items and notification settings
  ['monitorItem', 'types.*', MONITOR_ITEM_TYPES],
  ['monitorItem', 'status.*', MONITOR_ITEM_STATUSES],
  ['monitorItem', 'colours.*', LIGHT_COLOURS],
  ['notify', 'status.*', NOTIFY_STATUSES],
  ['notify', 'events.*', NOTIFY_EVENTS],
  // devices, their models, accessories, stock
  ['device', 'status.*', DEVICE_STATUSES],
  ['device', 'saleStatus.*', SALE_STATUSES],
  ['device', 'principle.*', WORKING_PRINCIPLES],
  ['device', 'movement.*', MOVEMENT_KINDS],
  // the device's monitoring items tab
  ['device', 'itemType.*', MONITOR_ITEM_TYPES],
  ['device', 'status.*', MONITOR_ITEM_STATUSES],
  ['device', 'command.button.*', DEVICE_COMMANDS],
  ['device', 'command.title.*', DEVICE_COMMANDS],
  ['device', 'command.message.*', DEVICE_COMMANDS],
  ['device', 'command.sent.*', DEVICE_COMMANDS],
  ['deviceModel', 'status.*', DEVICE_MODEL_STATUSES],
  ['deviceModel', 'principle.*', WORKING_PRINCIPLES],
  ['deviceModel', 'kind.*', CONSUMABLE_KINDS],
  ['accessory', 'category.*', ACCESSORY_CATEGORIES],
  ['accessory', 'kind.*', ALL_ITEM_KINDS],
  ['accessory', 'status.*', ACCESSORY_STATUSES],
  ['accessory', 'state.*', EXPIRY_STATES],
  ['inventory', 'kind.*', MOVEMENT_KINDS],
  // a movement line's badge is `<kind>.<side>`: only the pairs the stock movements write
  ['inventory', 'movement.*', ['create.in', 'delete.out', 'transfer.out', 'transfer.in', 'saleStatus.change', 'model.change']],
  ['inventory', 'saleStatus.*', SALE_STATUSES],
  // the disabled count is the title of the enabled column (`stock.disabled`), not a column of its own
  ['inventory', 'fields.*', STOCK_COUNT_KEYS.filter((key) => key !== 'disabled')],
  // sales, licences, QR codes
  ['sale', 'sellType.*', SELL_TYPES],
  ['sale', 'action.*', SALE_ACTIONS],
  ['sale', 'validity.*', SALE_VALIDITIES],
  ['sale', 'files.*', SALE_FILE_SLOTS],
  ['licence', 'state.*', LICENCE_BATCH_STATES],
  ['licence', 'kind.*', LICENCE_EVENT_KINDS],
  ['licence', 'counts.*', Object.keys(licenceCounts.shape)],
  ['qr', 'list.states.*', QR_STATES],
  ['qr', 'generate.*', QR_STATES],
  ['qr', 'generate.units.*', QR_UNITS],
  ['qr', 'public.running.*', PUBLIC_RUNNING_STATUSES],
  ['qr', 'public.state.*', enumOf(publicConsumable.shape.state)],
  ['qr', 'public.saleStatus.*', SALE_STATUSES],
  ['qr', 'public.kind.*', PUBLIC_HISTORY_KINDS],
  ['qr', 'public.orderDetail.*', PUBLIC_ORDER_DETAILS],
  // work orders
  ['workOrder', 'kind.*', ORDER_KINDS],
  ['workOrder', 'source.*', ORDER_SOURCES],
  ['workOrder', 'stateFilter.*', ORDER_STATES],
  // each kind names its states in its own words
  ['workOrder', 'state.*', ORDER_KINDS.flatMap((kind) => ORDER_STATES.map((state) => orderStateLabel(kind, state)))],
  ['workOrder', 'counts.*', Object.keys(orderStateCounts.shape)],
  ['workOrder', 'action.*', enumOf(orderLogLine.shape.action)],
  ['workOrder', 'toolbar.*', ORDER_ACTIONS],
  // the reason dialog, opened by the two actions that ask why
  ['workOrder', 'reasonDialog.*Title', REASON_ACTIONS],
  ['workOrder', 'reasonDialog.*Message', REASON_ACTIONS],
  ['workOrder', 'reasonDialog.*Submit', REASON_ACTIONS],
  ['workOrder', 'section.*', CHECKLIST.map((s) => s.section)],
  ['workOrder', 'item.*', CHECKLIST_ITEMS],
  ['workOrder', 'process.*', CHECK_RESULTS],
  // the photo slot's heading is plural ("On-site photos")
  ['workOrder', 'process.*', ORDER_FILE_SLOTS.map((slot) => (slot === 'photo' ? 'photos' : slot))],
  // reports
  ['report', 'state.*', REPORT_STATES.map((s) => REPORT_STATE_LABEL[s])],
  ['report', 'source.*', REPORT_SOURCES],
  ['report', 'result.*', REPORT_RESULTS],
  ['report', 'itemStatus.*', ITEM_STATUSES],
  ['report', 'auditResult.*', AUDIT_RESULTS],
  ['report', 'log.*', REPORT_LOG_ACTIONS],
  // the audit dialog, opened by two of the actions (the others' buttons name their keys as written)
  ['report', 'audit.*Title', AUDIT_MODES],
  ['report', 'actions.*', AUDIT_MODES],
  // a report's lines are its order's checklist items
  ['report', 'item.*', CHECKLIST_ITEMS],
  // inspection records
  ['inspection', 'result.*', INSPECTION_RESULTS],
  ['inspection', 'source.*', INSPECTION_SOURCES],
  ['inspection', 'items.*', INSPECTION_ITEMS],
  // mail and messages
  ['mail', 'state.*', MAIL_STATES],
  ['mail', 'kind.*', MAIL_KINDS],
  ['mail', 'failure.*', MAIL_FAILURES],
  ['mail', 'resend.*', MAIL_RESEND_OUTCOMES],
  ['message', 'status.*', MESSAGE_READ_FILTERS],
  ['message', 'kind.*', MESSAGE_KINDS],
  // `notice` is made by no module yet: a type without texts shows the title and content written with the message
  ['message', 'type.*.title', MESSAGE_TYPES.filter((type) => type !== 'notice')],
  ['message', 'type.*.content', MESSAGE_TYPES.filter((type) => type !== 'notice')],
  // a clear says how it ended (i18next context); back to normal is the plain content
  ['message', 'type.alarmCleared.content_*', ALARM_CLEAR_REASONS.filter((reason) => reason !== 'normal')],
  ['notice', 'type.*', NOTICE_TYPES],
  ['notice', 'status.*', NOTICE_STATUSES],
  // users, roles, organizations, handlers
  ['user', 'status.*', USER_STATUSES],
  ['user', 'sex.*', USER_SEXES],
  ['user', 'userTypes.*', USER_TYPES],
  ['user', 'certificate.state.*', CERTIFICATE_STATES],
  ['common', 'sex.*', USER_SEXES],
  ['common', 'size.*', SIZES],
  ['role', 'status.*', ROLE_STATUSES],
  ['role', 'dataScope.*', DATA_SCOPES],
  ['dept', 'type.*', DEPT_TYPES],
  ['dept', 'status.*', DEPT_STATUSES],
  ['dept', 'language.*', LANGUAGES],
  ['dept', 'encryption.*', MAIL_ENCRYPTIONS],
  ['dept', 'fields.*', DEPT_IMAGE_KINDS],
  ['handler', 'eligibility.*', HANDLER_ELIGIBILITIES],
  // the hint says why a handler is not eligible: none for `ok`
  ['handler', 'eligibilityHint.*', HANDLER_ELIGIBILITIES.filter((e) => e !== 'ok')],
  // catalogues and system settings
  ['productType', 'status.*', PRODUCT_TYPE_STATUSES],
  ['post', 'status.*', POST_STATUSES],
  ['region', 'status.*', REGION_STATUSES],
  ['region', 'level.*', REGION_LEVELS],
  ['dict', 'status.*', DICT_STATUSES],
  // '' (no list class) reads as "none"
  ['dict', 'listClass.*', DICT_LIST_CLASSES.map((c) => c || 'none')],
  ['config', 'type.*', CONFIG_TYPES],
  ['menu', 'type.*', MENU_TYPES],
  ['menu', 'status.*', MENU_STATUSES],
  ['monitor', 'operlog.types.*', OPER_TYPES],
  ['job', 'group.*', JOB_GROUPS],
  ['job', 'status.*', JOB_STATUSES],
  ['job', 'log.result.*', JOB_LOG_STATUSES],
  ['job', 'misfire.*', MISFIRE_POLICIES],
  ['job', 'concurrent.*', CONCURRENT_FLAGS],
  ['gen', 'types.*', GEN_FIELD_TYPES],
  ['gen', 'queryModes.*', GEN_QUERY_MODES],
  ['gen', 'languages.*', LANGUAGES],
  // an import's row message names the column it refuses (`field`) by its `fields.<column>` label
  ['user', 'fields.*', USER_IMPORT_COLUMNS],
  ['device', 'fields.*', DEVICE_IMPORT_COLUMNS],
  ['region', 'fields.*', REGION_IMPORT_COLUMNS],
  ['inspection', 'fields.*', INSPECTION_SHEET_COLUMNS],
];

describe('labels of shared enums', () => {
  it.each(ROWS)('%s:%s has an English label for every value', (ns, pattern, values) => {
    expect(values.length, 'no values: the row reads the wrong list').toBeGreaterThan(0);
    const missing = values
      .map((value) => pattern.replace('*', String(value)))
      .filter((key) => {
        const label = lookup(english[ns], key);
        return typeof label !== 'string' || label.trim() === '';
      })
      .map((key) => `${ns}:${key}`);
    expect(missing).toEqual([]);
  });
});
