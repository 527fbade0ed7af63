import * as z from 'zod';
import { idListQuery, optionalText, pageQuery } from '../api/envelope';

/** 0 normal, 1 disabled. */
export const POST_STATUSES = ['0', '1'] as const;
/** Positions live in one partition, so a list is one Query. */
export const MAX_POSTS = 500;

export const postRecord = z.object({
  postId: z.number(),
  postCode: z.string(),
  postName: z.string(),
  postSort: z.number(),
  status: z.enum(POST_STATUSES),
  remark: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type PostRecord = z.infer<typeof postRecord>;

const postFields = {
  /** Letters, digits, '.', '_' and '-': a space or any other sign is refused at the field with its own code. */
  postCode: z.string().trim().min(1, 'common.validation').max(64).regex(/^[A-Za-z0-9._-]+$/, 'post.codeFormat'),
  postName: z.string().trim().min(1, 'common.validation').max(50),
  postSort: z.coerce.number().int().min(0).max(9999).default(0),
  status: z.enum(POST_STATUSES).default('0'),
  remark: z.string().trim().max(500).optional().default(''),
};

export const addPostBody = z.object(postFields);
export type AddPostBody = z.infer<typeof addPostBody>;
export const updatePostBody = z.object({ postId: z.coerce.number().int().positive(), ...postFields });
export type UpdatePostBody = z.infer<typeof updatePostBody>;

export const postSearch = z.object({
  postCode: optionalText(64),
  postName: optionalText(50),
  status: z.enum(POST_STATUSES).optional().or(z.literal('').transform(() => undefined)),
});
export type PostSearch = z.infer<typeof postSearch>;
export const postPageQuery = pageQuery.extend(postSearch.shape);
export type PostPageQuery = z.infer<typeof postPageQuery>;
export const postInfoQuery = z.object({ postId: z.coerce.number().int().positive() });
export const deletePostQuery = idListQuery;

export const postOption = z.object({ postId: z.number(), postCode: z.string(), postName: z.string() });
export type PostOption = z.infer<typeof postOption>;
