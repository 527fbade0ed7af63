import * as z from 'zod';
import { LANGUAGES, LIMITS } from '../constants/limits';
import { PHONE_PATTERN } from './auth';

/** 0 agent/distributor, 2 terminal client/customer. */
export const DEPT_TYPES = ['0', '2'] as const;
export type DeptType = (typeof DEPT_TYPES)[number];
/** 0 enabled, 1 disabled. */
export const DEPT_STATUSES = ['0', '1'] as const;
export const MAIL_PROTOCOLS = ['SMTP', 'IMAP', 'POP3'] as const;
export const MAIL_ENCRYPTIONS = ['none', 'SSL', 'TLS'] as const;
/** The four quota/count fields a child must keep strictly below its parent agent's. */
export const DEPT_QUOTA_FIELDS = ['equipmentQuota', 'userQuota', 'operationAccountCount', 'viewAccountCount'] as const;
export type DeptQuotaField = (typeof DEPT_QUOTA_FIELDS)[number];

/** An organization as the API returns it. The mail password is never returned: only whether one is stored. */
export const deptRecord = z.object({
  deptId: z.number(),
  parentId: z.number(),
  /** Comma-separated ids of the ancestors ("0,100"). */
  ancestors: z.string(),
  /** Materialized path ("0,100,105,"). */
  deptPath: z.string(),
  deptName: z.string(),
  companyName: z.string(),
  deptType: z.enum(DEPT_TYPES),
  orderNum: z.number(),
  leader: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  detailAddress: z.string(),
  equipmentQuota: z.number(),
  userQuota: z.number(),
  operationAccountCount: z.number(),
  viewAccountCount: z.number(),
  reportLanguage: z.string(),
  reportTitle: z.string(),
  reportTimeZone: z.string(),
  deptCode: z.string(),
  status: z.enum(DEPT_STATUSES),
  mailProtocol: z.string(),
  mailHost: z.string(),
  mailPort: z.number().nullable(),
  mailAccount: z.string(),
  mailEncryption: z.string(),
  hasMailPassword: z.boolean(),
  hasLogo: z.boolean(),
  hasSeal: z.boolean(),
  /** Where the logo / seal is served (`GET /prod-api/upms/system/dept/image/{deptId}/{kind}?v=<version>`), '' when none. */
  logoUrl: z.string(),
  sealUrl: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
  /**
   * `info` only: may the caller change this organization's type, quotas and account counts? They are its parent's to
   * allocate (decision 0022): true when the caller's data scope covers the parent, and for the default organization.
   */
  canAllocate: z.boolean().optional(),
});
export type DeptRecord = z.infer<typeof deptRecord>;

const text = (max: number) => z.string().trim().max(max, 'common.validation').optional().default('');
const count = z.coerce.number('common.validation').int('common.validation').min(0, 'common.validation').max(1_000_000_000, 'common.validation');
const emailOrEmpty = z
  .string()
  .trim()
  .max(50)
  .optional()
  .default('')
  .refine((s) => s === '' || z.email().safeParse(s).success, 'user.emailFormat');
const phoneOrEmpty = z
  .string()
  .trim()
  .max(20)
  .optional()
  .default('')
    // the same phone rule as users and notify persons
  .refine((s) => s === '' || PHONE_PATTERN.test(s), 'user.phoneFormat');

const deptFields = {
  parentId: z.coerce.number('common.validation').int().min(0, 'common.validation'),
  deptName: z.string().trim().min(1, 'common.validation').max(30, 'common.validation'),
  companyName: text(100),
  deptType: z.enum(DEPT_TYPES, 'common.validation').default('2'),
  orderNum: z.coerce.number('common.validation').int().min(0).max(9999).default(0),
  leader: text(30),
  phone: phoneOrEmpty,
  email: emailOrEmpty,
  address: text(200),
  detailAddress: text(200),
  equipmentQuota: count.default(0),
  userQuota: count.default(0),
  operationAccountCount: count.default(0),
  viewAccountCount: count.default(0),
  reportLanguage: z.enum(LANGUAGES, 'common.validation').or(z.literal('')).optional().default(''),
  reportTitle: text(100),
  reportTimeZone: text(64),
  deptCode: text(30).refine((s) => /^[A-Za-z0-9._-]*$/.test(s), 'common.validation'),
  status: z.enum(DEPT_STATUSES, 'common.validation').default('0'),
  mailProtocol: z.enum(MAIL_PROTOCOLS, 'common.validation').or(z.literal('')).optional().default(''),
  mailHost: text(255).refine((s) => /^[A-Za-z0-9.-]*$/.test(s), 'common.validation'),
  mailPort: z.coerce.number('common.validation').int().min(1).max(65535).nullable().optional().default(null),
  mailAccount: text(100),
  /** Write-only. Absent or empty on update: keep the stored password; `clearMailPassword` removes it. */
  mailPassword: z.string().max(200, 'common.validation').optional(),
  clearMailPassword: z.boolean().optional().default(false),
  mailEncryption: z.enum(MAIL_ENCRYPTIONS, 'common.validation').or(z.literal('')).optional().default(''),
};

export const addDeptBody = z.object(deptFields);
export type AddDeptBody = z.infer<typeof addDeptBody>;

export const updateDeptBody = z.object({ deptId: z.coerce.number().int().positive(), ...deptFields });
export type UpdateDeptBody = z.infer<typeof updateDeptBody>;

export const deptSearch = z.object({
  deptName: z
    .string()
    .trim()
    .max(30)
    .optional()
    .transform((s) => (s === '' ? undefined : s)),
  status: z.enum(DEPT_STATUSES).optional().or(z.literal('').transform(() => undefined)),
});
export type DeptSearch = z.infer<typeof deptSearch>;

export const deptInfoQuery = z.object({ deptId: z.coerce.number().int().positive() });
export const deleteDeptQuery = deptInfoQuery;

/**
 * `wholeSubtree=1`: the tree for a form that gives a record to an organization and so reaches its whole subtree
 * (notices, parameters: decision 0026): organizations whose subtree is not wholly in the caller's scope come disabled.
 */
export const deptTreeSelectQuery = z.object({ wholeSubtree: z.enum(['1']).optional().or(z.literal('').transform(() => undefined)) });
export type DeptTreeSelectQuery = z.infer<typeof deptTreeSelectQuery>;

/** A picker node (tree select). */
export const deptTreeNode = z.object({
  id: z.number(),
  label: z.string(),
  deptType: z.enum(DEPT_TYPES),
  disabled: z.boolean(),
  get children(): z.ZodArray<typeof deptTreeNode> {
    return z.array(deptTreeNode);
  },
});
export type DeptTreeNode = z.infer<typeof deptTreeNode>;

/** Test the stored mail-server settings of an organization; SMTP sends a test message to `recipient`. */
export const mailTestBody = z.object({
  deptId: z.coerce.number().int().positive(),
  recipient: z
    .string()
    .trim()
    .max(100)
    .optional()
    .default('')
    .refine((s) => s === '' || z.email().safeParse(s).success, 'common.validation'),
});
export type MailTestBody = z.infer<typeof mailTestBody>;
/** The settings worked (a failure is an error answer). */
export const mailTestResult = z.object({ ok: z.literal(true) });
export type MailTestResult = z.infer<typeof mailTestResult>;

/**
 * Logo and seal: png, jpg, tif or tiff up to LIMITS.imageBytes (5 MB, spec sections 5 and 9). One request carries at
 * most LIMITS.imageUploadBytes as a data URL (a Lambda takes 6 MB at most, docs/decisions/0010); a larger image is sent
 * in parts of IMAGE_PART_BYTES (`POST .../image/part`, deptImagePartBody) and then named by its `uploadId` with the
 * declared `imageType` (docs/decisions/0017). An empty image without uploadId removes it. The bytes are kept in object
 * storage, served by `GET /upms/system/dept/image/{deptId}/{kind}` (deptImageParams), in byte ranges when large.
 */
export const DEPT_IMAGE_KINDS = ['logo', 'seal'] as const;
export const DEPT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/tiff'] as const;
export const DEPT_IMAGE_ACCEPT = '.png,.jpg,.jpeg,.tif,.tiff,image/png,image/jpeg,image/tiff';
/** Decoded bytes of one part of an image sent in parts (its base64 request stays far below a Lambda's 6 MB). */
export const IMAGE_PART_BYTES = 3 * 1024 * 1024;
export const IMAGE_MAX_PARTS = Math.ceil(LIMITS.imageBytes / IMAGE_PART_BYTES);
/** An unfinished image upload is forgotten after this long. */
export const IMAGE_UPLOAD_TTL_SECONDS = 3600;
export const deptImageParams = z.object({ deptId: z.coerce.number().int().positive(), kind: z.enum(DEPT_IMAGE_KINDS) });
export const deptImageBody = deptImageParams
  .extend({
    image: z
      .string()
      .max(Math.ceil(LIMITS.imageUploadBytes / 3) * 4 + 64, 'common.fileTooLarge')
      .refine((s) => s === '' || /^data:image\/(png|jpeg|tiff);base64,[A-Za-z0-9+/]+=*$/.test(s), 'common.fileFormat')
      .default(''),
    /** An image sent in parts (instead of `image`). */
    uploadId: z.uuid('common.validation').optional(),
    /** The type the file declares (checked against its bytes), with `uploadId`. */
    imageType: z.enum(DEPT_IMAGE_TYPES, 'common.fileFormat').optional(),
  })
  .refine((b) => !b.uploadId || (b.image === '' && !!b.imageType), { message: 'common.validation', path: ['uploadId'] });
/** One part of a large image: the first (index 0) starts an upload and answers its id, the next ones name it. */
export const deptImagePartBody = deptImageParams.extend({
  uploadId: z.uuid('common.validation').optional(),
  index: z.number().int().min(0).max(IMAGE_MAX_PARTS - 1),
  data: z
    .string()
    .min(1, 'common.validation')
    .max(Math.ceil(IMAGE_PART_BYTES / 3) * 4, 'common.fileTooLarge')
    .regex(/^[A-Za-z0-9+/]+=*$/, 'common.fileFormat'),
}).refine((b) => (b.index === 0) === !b.uploadId, { message: 'file.uploadIncomplete', path: ['uploadId'] });
export type DeptImagePartBody = z.infer<typeof deptImagePartBody>;
export type DeptImageBody = z.infer<typeof deptImageBody>;
/** A stored (or removed) logo or seal: its new URL, '' when removed. */
export const deptImageResult = z.object({ kind: z.enum(DEPT_IMAGE_KINDS), url: z.string() });
export type DeptImageResult = z.infer<typeof deptImageResult>;
/** A part received: the upload it belongs to and the bytes received so far. */
export const deptImagePartResult = z.object({ uploadId: z.string(), size: z.number() });
export type DeptImagePartResult = z.infer<typeof deptImagePartResult>;
