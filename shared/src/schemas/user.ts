import * as z from 'zod';
import { cursorPageFields, idListQuery, optionalText, withDateRangeInOrder } from '../api/envelope';
import { LANGUAGES, LIMITS } from '../constants/limits';
import { PHONE_PATTERN } from './auth';
import { strongPassword } from './password';
import { IMPORT_LIMITS, importFileBody, importProcessBody, importProgress, importRowMessage, type ImportFileBody, type ImportProgress, type ImportRowMessage } from './import';

/** 0 normal, 1 disabled. */
export const USER_STATUSES = ['0', '1'] as const;
export const USER_SEXES = ['0', '1', '2'] as const;
/**
 * User types (spec section 3): `reminder` receives message notifications and reminders, `handler` handles work
 * orders. A role that cannot distribute orders forbids `reminder`; one that cannot handle orders forbids `handler`.
 * None: an ordinary user.
 */
export const USER_TYPES = ['reminder', 'handler'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Certificate validity (spec section 4). `none`: no certificate range recorded. */
export const CERTIFICATE_STATES = ['none', 'normal', 'expiring', 'overdue'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];
/** Dashboard map provider the user chose (spec: two providers, default 2). */
export const CHOOSE_FLAGS = ['1', '2'] as const;

/** Account: 1-30 letters, digits, '.', '_' (spec section 5). */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9._]+$/;
export const accountField = z
  .string({ error: 'user.accountRequired' })
  .trim()
  .min(1, 'user.accountRequired')
  .max(LIMITS.accountMaxLength, 'user.accountFormat')
  .regex(ACCOUNT_PATTERN, 'user.accountFormat');

const emptyToUndefined = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));
const isoDate = z.iso.date('common.validation');

export const userRecord = z.object({
  userId: z.number(),
  username: z.string(),
  nickName: z.string(),
  deptId: z.number(),
  deptName: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  sex: z.enum(USER_SEXES),
  language: z.enum(LANGUAGES),
  status: z.enum(USER_STATUSES),
  userTypes: z.array(z.enum(USER_TYPES)),
  roleIds: z.array(z.number()),
  postIds: z.array(z.number()),
  remark: z.string(),
  certificateBegin: z.string(),
  certificateEnd: z.string(),
  certificateState: z.enum(CERTIFICATE_STATES),
  isSuperAdmin: z.boolean(),
  createBy: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type UserRecord = z.infer<typeof userRecord>;

const certificateRange = {
  certificateBegin: z.union([z.literal(''), isoDate]).optional().default(''),
  certificateEnd: z.union([z.literal(''), isoDate]).optional().default(''),
};
/** Both dates or neither; the end not before the beginning. */
const validRange = (v: { certificateBegin: string; certificateEnd: string }) =>
  !!v.certificateBegin === !!v.certificateEnd && (!v.certificateBegin || v.certificateBegin <= v.certificateEnd);

const editableFields = {
  nickName: z.string({ error: 'user.nameRequired' }).trim().min(1, 'user.nameRequired').max(LIMITS.nameMaxLength, 'user.nameTooLong'),
  deptId: z.coerce.number({ error: 'user.deptRequired' }).int().positive('user.deptRequired'),
  email: z.union([z.literal(''), z.string().trim().max(128).pipe(z.email('user.emailFormat'))]).optional().default(''),
  phonenumber: z.union([z.literal(''), z.string().trim().regex(PHONE_PATTERN, 'user.phoneFormat')]).optional().default(''),
  sex: z.enum(USER_SEXES).default('2'),
  language: z.enum(LANGUAGES).default('en'),
  status: z.enum(USER_STATUSES, { error: 'user.statusRequired' }),
  userTypes: z.array(z.enum(USER_TYPES), { error: 'user.userTypeRequired' }).max(USER_TYPES.length).transform((t) => [...new Set(t)]),
  roleIds: z.array(z.number().int().positive(), { error: 'user.roleRequired' }).min(1, 'user.roleRequired').max(10),
  postIds: z.array(z.number().int().positive()).max(10).optional().default([]),
  remark: z.string().trim().max(500).optional().default(''),
  ...certificateRange,
};

/** The editable fields alone (imports validate rows with them). */
export const userEditableFields = z.object(editableFields);

export const addUserBody = z
  .object({ username: accountField, password: strongPassword, ...editableFields })
  .refine(validRange, { message: 'user.certificateRange', path: ['certificateEnd'] });
export type AddUserBody = z.infer<typeof addUserBody>;
/** Answer of an add: the new user's id. */
export const addUserResult = z.object({ userId: z.number() });
export type AddUserResult = z.infer<typeof addUserResult>;

/** The account and the password are not changed by an update (resetPwd changes the password). */
export const updateUserBody = z
  .object({ userId: z.coerce.number().int().positive(), ...editableFields })
  .refine(validRange, { message: 'user.certificateRange', path: ['certificateEnd'] });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** Search of the user lists: keyword over account, name, phone, email and remark (at most 5 columns). */
export const userSearch = withDateRangeInOrder(
  z.object({
    keyword: optionalText(64),
    /** Organization picked in the tree: that organization and below, within the caller's scope. */
    deptId: emptyToUndefined(z.coerce.number().int().positive()),
    status: emptyToUndefined(z.enum(USER_STATUSES)),
    beginTime: emptyToUndefined(z.iso.date()),
    endTime: emptyToUndefined(z.iso.date()),
  }),
);
export type UserSearch = z.infer<typeof userSearch>;

/** Users are paged by cursor (organization path order). */
export const userPageQuery = userSearch.extend(cursorPageFields);
export type UserPageQuery = z.infer<typeof userPageQuery>;
/** Certificate warnings: users whose certificate is expiring or overdue (one of them, or both when absent). */
export const userWarningPageQuery = userPageQuery.extend({
  certificateState: emptyToUndefined(z.enum(['expiring', 'overdue'])),
});
export type UserWarningPageQuery = z.infer<typeof userWarningPageQuery>;

/** `info` without a userId answers only the options a new user can be given. */
export const userInfoQuery = z.object({ userId: emptyToUndefined(z.coerce.number().int().positive()) });
export const deleteUserQuery = idListQuery;

export const resetPasswordBody = z.object({ userId: z.coerce.number().int().positive(), password: strongPassword });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export const changeUserStatusBody = z.object({ userId: z.coerce.number().int().positive(), status: z.enum(USER_STATUSES) });
export type ChangeUserStatusBody = z.infer<typeof changeUserStatusBody>;
export const certificationBody = z
  .object({ userId: z.coerce.number().int().positive(), ...certificateRange })
  .refine(validRange, { message: 'user.certificateRange', path: ['certificateEnd'] });
export type CertificationBody = z.infer<typeof certificationBody>;
export const chooseFlagQuery = z.object({ chooseFlag: z.enum(CHOOSE_FLAGS) });

/** Options lists (pickers): users of one organization / handlers / reminder recipients, in the caller's scope. */
export const orgUsersQuery = z.object({ deptId: z.coerce.number().int().positive() });
export const scopedUsersQuery = z.object({ deptId: emptyToUndefined(z.coerce.number().int().positive()), keyword: optionalText(64) });
export const userOption = z.object({ userId: z.number(), username: z.string(), nickName: z.string(), deptId: z.number() });
export type UserOption = z.infer<typeof userOption>;
/** Pickers list at most this many users; narrow with deptId/keyword. */
export const MAX_USER_OPTIONS = 200;

export const userInfoResult = z.object({
  user: userRecord.optional(),
  /** Roles the caller may give (enabled, within their own rights). */
  roles: z.array(z.object({ roleId: z.number(), roleName: z.string(), roleKey: z.string(), canHandleOrders: z.boolean(), canDistributeOrders: z.boolean() })),
  posts: z.array(z.object({ postId: z.number(), postName: z.string() })),
});
export type UserInfoResult = z.infer<typeof userInfoResult>;

// ---- import ---------------------------------------------------------------------------------------------------

/**
 * Import limits: file size, rows, and the uncompressed size / ratio that flags a zip bomb (shared by all imports).
 * Batches are smaller: every imported account costs a password hash (about 0.3 s in a 512 MB Lambda).
 */
export const USER_IMPORT_LIMITS = { ...IMPORT_LIMITS, batch: 20 } as const;

/** Columns of the import template, in order (headers are matched in any of the four languages). */
export const USER_IMPORT_COLUMNS = ['username', 'nickName', 'deptName', 'email', 'phonenumber', 'sex', 'status', 'roles', 'userTypes', 'remark'] as const;

export const importUserBody = importFileBody;
export type ImportUserBody = ImportFileBody;
export { importProcessBody, importRowMessage, importProgress, type ImportRowMessage, type ImportProgress };

/**
 * The one-time password of an account an import batch just created (docs/decisions/0027): it is in the answer of
 * that batch only, never stored or logged; the account must change it at first login.
 */
export const oneTimePassword = z.object({ row: z.number(), username: z.string(), nickName: z.string(), password: z.string() });
export type OneTimePassword = z.infer<typeof oneTimePassword>;
/** Answer of `importUser/process`: the progress, plus the one-time passwords of the accounts this batch created. */
export const userImportProgress = importProgress.extend({ oneTimePasswords: z.array(oneTimePassword) });
export type UserImportProgress = z.infer<typeof userImportProgress>;
