import * as z from 'zod';
import { cursorPageFields, idListQuery, optionalText } from '../api/envelope';

/** 1 notification, 2 announcement. */
export const NOTICE_TYPES = ['1', '2'] as const;
/** 0 normal (published), 1 closed. */
export const NOTICE_STATUSES = ['0', '1'] as const;

export const NOTICE_LIMITS = {
  titleMaxLength: 50,
  /** Characters of HTML content as sent (before sanitizing). */
  contentMaxLength: 20_000,
  /** Notices one organization may hold (a per-organization room: one tenant cannot fill another's, decision 0026). */
  maxPerOrganization: 500,
  /** The top bar shows at most this many published notices. */
  publishedMax: 20,
} as const;

/** A row of the notice list: no content. */
export const noticeRow = z.object({
  noticeId: z.number(),
  /** The organization that owns and publishes the notice (to its subtree; the root organization's reach everyone). */
  deptId: z.number(),
  deptName: z.string(),
  noticeTitle: z.string(),
  noticeType: z.enum(NOTICE_TYPES),
  status: z.enum(NOTICE_STATUSES),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type NoticeRow = z.infer<typeof noticeRow>;

/** A notice with its (server-sanitized) HTML content (and, in the top bar, the publishing organization's name). */
export const noticeRecord = noticeRow.extend({ noticeContent: z.string() });
export type NoticeRecord = z.infer<typeof noticeRecord>;

const noticeFields = {
  noticeTitle: z.string().trim().min(1, 'common.validation').max(NOTICE_LIMITS.titleMaxLength),
  noticeType: z.enum(NOTICE_TYPES),
  /** Rich text (HTML); the server keeps only safe formatting, links and images. */
  noticeContent: z.string().max(NOTICE_LIMITS.contentMaxLength).optional().default(''),
  status: z.enum(NOTICE_STATUSES).default('0'),
};

/** `deptId`: the owning organization (default: the caller's own); the caller's scope must cover its whole subtree. */
export const addNoticeBody = z.object({ ...noticeFields, deptId: z.coerce.number().int().positive().optional() });
export type AddNoticeBody = z.infer<typeof addNoticeBody>;
/** The organization of a notice does not change (publish another notice elsewhere instead). */
export const updateNoticeBody = z.object({ noticeId: z.coerce.number().int().positive(), ...noticeFields });
export type UpdateNoticeBody = z.infer<typeof updateNoticeBody>;

export const noticeSearch = z.object({
  noticeTitle: optionalText(NOTICE_LIMITS.titleMaxLength),
  createBy: optionalText(30),
  noticeType: z.enum(NOTICE_TYPES).optional().or(z.literal('').transform(() => undefined)),
});
export type NoticeSearch = z.infer<typeof noticeSearch>;
export const noticePageQuery = noticeSearch.extend(cursorPageFields);
export type NoticePageQuery = z.infer<typeof noticePageQuery>;
export const noticeInfoQuery = z.object({ noticeId: z.coerce.number().int().positive() });
export const deleteNoticeQuery = idListQuery;

/** Published notices for the top bar: newest first, a bounded page. */
export const publishedNoticeQuery = z.object({
  limit: z.coerce.number().int().min(1).max(NOTICE_LIMITS.publishedMax).default(10),
});
