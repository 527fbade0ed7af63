import * as z from 'zod';
import { cursorPageFields, dateRangeQuery, emptyToUndefined, withDateRangeInOrder } from '../api/envelope';
import { AUDIT_RESULTS, REPORT_ACTIONS, REPORT_LOG_ACTIONS, REPORT_SOURCES, REPORT_STATES } from './report-states';

/**
 * Inspection reports (spec device-lifecycle sections 3, 4, 5; docs/decisions/0055-inspection-reports.md): what the
 * routes take and answer. The state machine is in report-states.ts.
 */

export const REPORT_LIMITS = {
  name: 100,
  opinion: 500,
  /** Receiver emails of one report (the sale's report recipients hold as many). */
  emails: 20,
  recipients: 20,
  recipientName: 50,
  itemValue: 100,
  /** A report holds the checklist of one order (23 items) and a few more a person may add later. */
  items: 40,
} as const;

/** One line of text: no line break nor control character (names go into mail headers' neighbours and the PDF). */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE = /^[^\u0000-\u001f\u007f\u2028\u2029]*$/;
const oneLine = (max: number) => z.string().trim().max(max, 'common.validation').regex(SINGLE_LINE, 'report.controlCharacters');

const id = z.coerce.number({ error: 'common.validation' }).int('common.validation').positive('common.validation');
const version = z.coerce.number({ error: 'common.validation' }).int().positive('common.validation');

export const ITEM_STATUSES = ['normal', 'abnormal'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const REPORT_RESULTS = ['pass', 'fail'] as const;
export type ReportResult = (typeof REPORT_RESULTS)[number];

/** One line of a report: a checklist item of the order as it was found (spec section 3: name, code, value, status, date). */
export const reportItem = z.object({ name: z.string(), code: z.string(), value: z.string(), status: z.enum(ITEM_STATUSES), date: z.string() });
export type ReportItem = z.infer<typeof reportItem>;

/** Pass unless an item is abnormal (the default a person may change before the report is sent). */
export const resultOfItems = (items: readonly Pick<ReportItem, 'status'>[]): ReportResult => (items.some((i) => i.status === 'abnormal') ? 'fail' : 'pass');

/**
 * Receiver emails as typed: comma-separated (a list is joined), each valid, at most REPORT_LIMITS.emails, kept
 * lower-cased and once each (spec section 5: "Email list is comma-separated and must be valid").
 */
export const receiverEmails = z
  .union([z.string().max(4000, 'common.validation'), z.array(z.string().max(254, 'common.validation')).max(REPORT_LIMITS.emails * 2, 'common.validation')])
  .transform((given, ctx) => {
    const s = Array.isArray(given) ? given.join(',') : given;
    const list = [...new Set(s.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean))];
    const bad = list.find((e) => !z.email().safeParse(e).success);
    if (bad) ctx.addIssue({ code: 'custom', message: 'report.emailFormat', params: { email: bad } });
    else if (list.length > REPORT_LIMITS.emails) ctx.addIssue({ code: 'custom', message: 'report.tooManyEmails', params: { max: REPORT_LIMITS.emails } });
    return list;
  });

/** Recipients' names: comma-separated or a list, trimmed, each at most 50 characters. */
const recipientNames = z
  .union([z.string().max(2000, 'common.validation'), z.array(z.string().max(REPORT_LIMITS.recipientName, 'common.validation'))])
  .transform((given) => [...new Set((Array.isArray(given) ? given : given.split(',')).map((n) => n.trim()).filter(Boolean))])
  .pipe(z.array(oneLine(REPORT_LIMITS.recipientName)).max(REPORT_LIMITS.recipients, 'common.validation'));

/** The organization's report settings the report is made under (platform-core section 3), for the PDF slice. */
export const reportSettings = z.object({ title: z.string(), language: z.string(), timeZone: z.string() });

export const reportFile = z.object({ slot: z.string(), uploadId: z.string(), fileName: z.string() });
export const reportReplacedItem = z.object({ kind: z.string(), name: z.string(), code: z.string(), expiryDate: z.string() });

/** A report as the list shows it. */
export const reportRecord = z.object({
  reportId: z.number(),
  reportCode: z.string(),
  reportName: z.string(),
  source: z.enum(REPORT_SOURCES),
  state: z.enum(REPORT_STATES),
  result: z.enum(REPORT_RESULTS),
  deviceId: z.number(),
  serialNumber: z.string(),
  equipmentName: z.string(),
  modelName: z.string(),
  manufacturer: z.string(),
  deptId: z.number(),
  deptName: z.string(),
  orderId: z.number(),
  orderNo: z.string(),
  recipients: z.array(z.string()),
  receiverEmails: z.array(z.string()),
  auditResult: z.enum([...AUDIT_RESULTS, '']),
  auditOpinion: z.string(),
  auditBy: z.string(),
  auditTime: z.string(),
  signerName: z.string(),
  signTime: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
  /** Each action is conditioned on the version the caller saw. */
  version: z.number(),
});
export type ReportRecord = z.infer<typeof reportRecord>;

export const reportLogLine = z.object({
  seq: z.number(),
  action: z.enum(REPORT_LOG_ACTIONS),
  fromState: z.enum(REPORT_STATES).nullable(),
  toState: z.enum(REPORT_STATES),
  opinion: z.string(),
  operator: z.string(),
  time: z.string(),
});
export type ReportLogLine = z.infer<typeof reportLogLine>;

/** A report with its items, what the order replaced, its files, its log and what the caller may do now. */
export const reportDetails = reportRecord.extend({
  items: z.array(reportItem),
  replacedItems: z.array(reportReplacedItem),
  files: z.array(reportFile),
  settings: reportSettings,
  log: z.array(reportLogLine),
  allowed: z.array(z.enum(REPORT_ACTIONS)),
});
export type ReportDetails = z.infer<typeof reportDetails>;

/** The list's search: state, organization from the tree, keyword (code or serial), creation days. */
export const reportSearch = withDateRangeInOrder(
  z.object({
    state: emptyToUndefined(z.enum(REPORT_STATES)),
    deptId: emptyToUndefined(z.coerce.number().int().positive()),
    keyword: emptyToUndefined(z.string().trim().max(50, 'common.validation')),
    ...dateRangeQuery.shape,
  }),
);
export type ReportSearch = z.infer<typeof reportSearch>;
export const reportPageQuery = reportSearch.extend(cursorPageFields);
export type ReportPageQuery = z.infer<typeof reportPageQuery>;
export const reportInfoQuery = z.object({ reportId: id });

/** Export a report from a device's latest completed order (source manual). */
export const createReportBody = z.object({ deviceId: z.coerce.number({ error: 'report.deviceRequired' }).int().positive('common.validation') });
export type CreateReportBody = z.infer<typeof createReportBody>;

/** Modify a report before it is sent: its name, recipients, emails, items' values and status, pass or fail. */
export const modifyReportBody = z.object({
  reportId: id,
  version,
  reportName: z.string({ error: 'report.nameRequired' }).trim().min(1, 'report.nameRequired').pipe(oneLine(REPORT_LIMITS.name)),
  recipients: recipientNames,
  receiverEmails,
  /** Changes of the report's items, by code (an item the report does not hold is refused). */
  items: z
    .array(z.object({ code: z.string().max(50, 'common.validation'), value: oneLine(REPORT_LIMITS.itemValue), status: z.enum(ITEM_STATUSES, { error: 'common.validation' }) }))
    .max(REPORT_LIMITS.items, 'common.validation')
    .optional()
    .default([]),
  result: z.enum(REPORT_RESULTS, { error: 'common.validation' }),
});
export type ModifyReportBody = z.infer<typeof modifyReportBody>;

/** Submit, or approve (an opinion may be given), as last read. */
export const reportActionBody = z.object({ reportId: id, version, opinion: z.string().trim().max(REPORT_LIMITS.opinion, 'common.validation').optional().default('') });
export type ReportActionBody = z.infer<typeof reportActionBody>;
/** Reject: the opinion says why (spec section 5: "Rejecting needs an opinion; approving does not"). */
export const rejectReportBody = z.object({ reportId: id, version, opinion: z.string({ error: 'report.opinionRequired' }).trim().min(1, 'report.opinionRequired').max(REPORT_LIMITS.opinion, 'common.validation') });
export type RejectReportBody = z.infer<typeof rejectReportBody>;
