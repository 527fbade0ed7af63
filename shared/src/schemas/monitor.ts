import * as z from 'zod';
import { LIMITS } from '../constants/limits';
import { OPER_LOG_MODULE_KEYS } from '../constants/oper-log-modules';
import { cursorPageFields, optionalText, withDateRangeInOrder } from '../api/envelope';

/** Operation types of the operation log (spec section 3; 'forceLogout' is the spec's exit/retreat). */
export const OPER_TYPES = ['add', 'update', 'delete', 'authorize', 'export', 'import', 'forceLogout', 'genCode', 'clean', 'other'] as const;
export type OperType = (typeof OPER_TYPES)[number];

/** Months a log search may span (logs are partitioned by month; a page walks at most this many partitions). */
export const LOG_MAX_MONTHS = 12;

export const operLogRecord = z.object({
  operId: z.string(),
  title: z.string(),
  businessType: z.string(),
  requestMethod: z.string(),
  operName: z.string(),
  deptId: z.number(),
  operUrl: z.string(),
  operIp: z.string(),
  operParam: z.string(),
  jsonResult: z.string(),
  /** 0 success, 1 failure. */
  status: z.enum(['0', '1']),
  errorMsg: z.string(),
  costTime: z.number(),
  operTime: z.string(),
});
export type OperLogRecord = z.infer<typeof operLogRecord>;

export const loginLogRecord = z.object({
  infoId: z.string(),
  userName: z.string(),
  ipaddr: z.string(),
  loginLocation: z.string(),
  browser: z.string(),
  os: z.string(),
  status: z.enum(['0', '1']),
  msg: z.string(),
  loginTime: z.string(),
});
export type LoginLogRecord = z.infer<typeof loginLogRecord>;

const emptyToUndefined = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));
const statusFilter = emptyToUndefined(z.enum(['0', '1']));

/** `beginTime`/`endTime` (YYYY-MM-DD, UTC). Absent: the current month. At most LOG_MAX_MONTHS months. */
const logRange = {
  beginTime: emptyToUndefined(z.iso.date()),
  endTime: emptyToUndefined(z.iso.date()),
};


export const operLogSearch = withDateRangeInOrder(
  z.object({
    /** A module of the known list, matched exactly (the screen offers them by name). */
    title: emptyToUndefined(z.enum(OPER_LOG_MODULE_KEYS)),
    operName: optionalText(LIMITS.accountMaxLength),
    businessType: emptyToUndefined(z.enum(OPER_TYPES)),
    status: statusFilter,
    ...logRange,
  }),
  'log.badRange',
);
export type OperLogSearch = z.infer<typeof operLogSearch>;
export const operLogPageQuery = operLogSearch.extend(cursorPageFields);
export type OperLogPageQuery = z.infer<typeof operLogPageQuery>;

export const loginLogSearch = withDateRangeInOrder(
  z.object({
    userName: optionalText(LIMITS.accountMaxLength),
    ipaddr: optionalText(64),
    status: statusFilter,
    ...logRange,
  }),
  'log.badRange',
);
export type LoginLogSearch = z.infer<typeof loginLogSearch>;
export const loginLogPageQuery = loginLogSearch.extend(cursorPageFields);
export type LoginLogPageQuery = z.infer<typeof loginLogPageQuery>;

/** Log ids are time ids (base-36 time + random), `ids=a,b`. */
export const logIdsQuery = z.object({
  ids: z
    .string()
    .trim()
    .regex(/^[0-9a-z-]{8,40}(,[0-9a-z-]{8,40})*$/, 'common.validation')
    .transform((s) => [...new Set(s.split(','))])
    .refine((ids) => ids.length <= LIMITS.maxIdsPerDelete, 'common.validation'),
});
export const operLogInfoQuery = z.object({ operId: z.string().trim().regex(/^[0-9a-z-]{8,40}$/, 'common.validation') });

/** Clean: everything (in scope), or only what was logged before `before` (YYYY-MM-DD). */
export const logCleanQuery = z.object({ before: emptyToUndefined(z.iso.date()) });
export type LogCleanQuery = z.infer<typeof logCleanQuery>;

export const unlockQuery = z.object({ userName: z.string().trim().min(1, 'common.validation').max(LIMITS.accountMaxLength) });

export type { CursorPage } from '../api/envelope';

export const onlineListQuery = z.object({
  ipaddr: optionalText(64),
  userName: optionalText(LIMITS.accountMaxLength),
});
export const forceLogoutParams = z.object({ tokenId: z.string().trim().regex(/^[0-9a-f-]{36}$/, 'common.validation') });
