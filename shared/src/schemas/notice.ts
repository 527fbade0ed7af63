import * as z from 'zod';
import { idListQuery, optionalText, pageQuery } from '../api/envelope';

/** 1 notification, 2 announcement. */
export const NOTICE_TYPES = ['1', '2'] as const;
/** 0 normal (published), 1 closed. */
export const NOTICE_STATUSES = ['0', '1'] as const;

export const NOTICE_LIMITS = {
  titleMaxLength: 50,
  /** Characters of HTML content as sent (before sanitizing). */
  contentMaxLength: 20_000,
  /** Notices live in one partition (the list rows hold no content), so a list is one Query. */
  maxNotices: 1000,
  /** The top bar shows at most this many published notices. */
  publishedMax: 20,
} as const;

/** A row of the notice list: no content. */
export const noticeRow = z.object({
  noticeId: z.number(),
  noticeTitle: z.string(),
  noticeType: z.enum(NOTICE_TYPES),
  status: z.enum(NOTICE_STATUSES),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type NoticeRow = z.infer<typeof noticeRow>;

/** A notice with its (server-sanitized) HTML content. */
export const noticeRecord = noticeRow.extend({ noticeContent: z.string() });
export type NoticeRecord = z.infer<typeof noticeRecord>;

const noticeFields = {
  noticeTitle: z.string().trim().min(1, 'common.validation').max(NOTICE_LIMITS.titleMaxLength),
  noticeType: z.enum(NOTICE_TYPES),
  /** Rich text (HTML); the server keeps only safe formatting, links and images. */
  noticeContent: z.string().max(NOTICE_LIMITS.contentMaxLength).optional().default(''),
  status: z.enum(NOTICE_STATUSES).default('0'),
};

export const addNoticeBody = z.object(noticeFields);
export type AddNoticeBody = z.infer<typeof addNoticeBody>;
export const updateNoticeBody = z.object({ noticeId: z.coerce.number().int().positive(), ...noticeFields });
export type UpdateNoticeBody = z.infer<typeof updateNoticeBody>;

export const noticeSearch = z.object({
  noticeTitle: optionalText(NOTICE_LIMITS.titleMaxLength),
  createBy: optionalText(30),
  noticeType: z.enum(NOTICE_TYPES).optional().or(z.literal('').transform(() => undefined)),
});
export type NoticeSearch = z.infer<typeof noticeSearch>;
export const noticePageQuery = pageQuery.extend(noticeSearch.shape);
export type NoticePageQuery = z.infer<typeof noticePageQuery>;
export const noticeInfoQuery = z.object({ noticeId: z.coerce.number().int().positive() });
export const deleteNoticeQuery = idListQuery;

/** Published notices for the top bar: newest first, a bounded page. */
export const publishedNoticeQuery = z.object({
  limit: z.coerce.number().int().min(1).max(NOTICE_LIMITS.publishedMax).default(10),
});
