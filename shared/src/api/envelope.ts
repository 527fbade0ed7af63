import * as z from 'zod';
import { LIMITS } from '../constants/limits';
import { LANGUAGES, type Language } from '../constants/limits';
import type { ErrorCode } from '../errors/codes';

/**
 * One interpolation value of an error message. A built-in record's name (a seeded role, job, monitoring item) is sent
 * in every language, so the message quotes it in the reader's (decision 0038).
 */
export type ErrorParam = string | number | Readonly<Record<Language, string>>;
export const errorParam: z.ZodType<ErrorParam> = z.union([z.string(), z.number(), z.record(z.enum(LANGUAGES), z.string())]);

/** Every JSON answer: code 200 is success, otherwise the HTTP status of the error. */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data?: T;
  /** Present on errors: the stable code the SPA translates. */
  errorCode?: ErrorCode;
  /** Interpolation values for the translated message, and field errors for validation failures. */
  params?: Record<string, ErrorParam>;
  fields?: { path: string; errorCode: ErrorCode | string }[];
}

export interface Page<T> {
  total: number;
  rows: T[];
}

/** `page` from 1, `limit` capped at the largest page size. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .transform((n) => Math.min(n, LIMITS.maxPageSize)),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * Cursor paging (docs/decisions/0006): `limit` as `pageQuery`'s, `cursor` the opaque `next` of the previous page
 * (absent: the first page). Lists extend their search with these fields.
 */
export const cursorPageFields = {
  limit: pageQuery.shape.limit,
  cursor: z.string().max(2000).optional(),
};

/**
 * A page of a cursor list (docs/decisions/0030-list-totals-stay-flat.md). `total` is answered with the first page
 * (absent on the following ones: the screen keeps the first page's): a number is exact, unless `capped` (the count
 * stopped at LIST_COUNT_CAP records: "more than total"); null means it is not known at a cost independent of the data
 * (a keyword search): the pager says "at least" the rows seen until the last page. `next` is absent on the last page.
 */
export interface CursorPage<T> {
  total?: number | null;
  capped?: true;
  rows: T[];
  next?: string;
}

/** Response schema of a cursor list route (`CursorPage` of `row`). */
export const cursorPageOf = <T extends z.ZodType>(row: T) =>
  z.object({ total: z.number().nullable().optional(), capped: z.literal(true).optional(), rows: z.array(row), next: z.string().optional() });

/** Response schema of a numbered list route (`Page` of `row`). */
export const pageOf = <T extends z.ZodType>(row: T) => z.object({ total: z.number(), rows: z.array(row) });

/** Response schema of a route that answers no data (`{ code: 200, msg }`). */
export const noData = z.void();

/**
 * The most records a first-page count reads (a filtered-out record is read too): beyond it the total is "more than
 * LIST_COUNT_CAP" (or unknown when fewer matched), so a count never costs more than about four pages.
 */
export const LIST_COUNT_CAP = 100;

/** `ids=1,2,3` as used by delete calls. */
export const idListQuery = z.object({
  ids: z
    .string()
    .trim()
    .regex(/^\d+(,\d+)*$/, 'common.validation')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= LIMITS.maxIdsPerDelete, 'common.validation'),
});

/**
 * Optional `beginTime`/`endTime` (YYYY-MM-DD) search range on a creation date. A search object spreading these fields
 * must also go through `withDateRangeInOrder` (a spread shape carries no refinement).
 */
export const dateRangeQuery = z.object({
  beginTime: z.iso.date().optional().or(z.literal('').transform(() => undefined)),
  endTime: z.iso.date().optional().or(z.literal('').transform(() => undefined)),
});

/**
 * The one rule of every list search with a day range: the beginning not after the end when both are given. A reversed
 * range would silently list nothing, so it is refused as a field error on `endTime` (the server answers 400 with that
 * field; the search bar shows it at the range). `code` keeps a module's older code where clients already know one.
 * Refinements survive `.extend()` (zod 4), so a page query extending the search keeps it.
 */
export const withDateRangeInOrder = <T extends z.ZodType<{ beginTime?: string; endTime?: string }>>(schema: T, code: ErrorCode = 'common.dateRangeReversed'): T =>
  schema.refine((s) => !s.beginTime || !s.endTime || s.beginTime <= s.endTime, { message: code, path: ['endTime'] });

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((s) => (s === '' ? undefined : s));

/** An optional query value: absent or empty (a cleared form field) both mean "not given". */
export const emptyToUndefined = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));
