import * as z from 'zod';
import { LANGUAGES, LIMITS } from '../constants/limits';
import { strongPassword } from './password';

export const loginBody = z.object({
  username: z.string({ error: 'auth.usernameRequired' }).trim().min(1, 'auth.usernameRequired').max(LIMITS.accountMaxLength, 'auth.badCredentials'),
  password: z.string({ error: 'auth.passwordRequired' }).min(1, 'auth.passwordRequired').max(128, 'auth.badCredentials'),
  code: z.string().trim().max(16).optional().default(''),
  uuid: z.string().trim().max(64).optional().default(''),
  timeZoneId: z.string().trim().max(64).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResult = z.object({ token: z.string() });
export type LoginResult = z.infer<typeof loginResult>;

/**
 * `required=true`: a captcha even when the captcha switch is off, because the login answer said this account needs
 * one now (its `params.captcha` is `'required'`, docs/decisions/0028).
 */
export const captchaQuery = z.object({
  required: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type CaptchaQuery = z.infer<typeof captchaQuery>;

export const captchaResult = z.object({
  captchaEnabled: z.boolean(),
  uuid: z.string().optional(),
  /** data: URL of an SVG image. */
  img: z.string().optional(),
});
export type CaptchaResult = z.infer<typeof captchaResult>;

export const userInfo = z.object({
  userId: z.number(),
  username: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  userType: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  sex: z.string(),
  deptId: z.number(),
  language: z.enum(LANGUAGES),
  /** Dashboard map provider the user chose ('1' or '2', default '2'). */
  chooseFlag: z.enum(['1', '2']),
});
export type UserInfo = z.infer<typeof userInfo>;

export const getInfoResult = z.object({
  user: userInfo,
  roles: z.array(z.string()),
  /** The names of those roles in the caller's language (a built-in role's name while it holds the seeded one). */
  roleNames: z.array(z.string()),
  permissions: z.array(z.string()),
  /** 0 ok, 1 expires within a month, 2 expired, 3 initial or temporary password. */
  passwordStatus: z.number(),
  /** ISO date the password expires, when passwords expire. */
  passwordExpiresAt: z.string().nullable(),
});
export type GetInfoResult = z.infer<typeof getInfoResult>;

export const routerMeta = z.object({
  title: z.string(),
  /** Translation key of the title (menu `code`). */
  code: z.string(),
  icon: z.string(),
  affix: z.boolean().optional(),
  noCache: z.boolean(),
  breadcrumb: z.boolean().optional(),
  activeMenu: z.string().optional(),
  link: z.string().nullable(),
});
export type RouterMeta = z.infer<typeof routerMeta>;

export interface RouterNode {
  name: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  /** `Layout`, `ParentView`, `InnerLink` or a view path such as `system/config/index`. */
  component: string;
  alwaysShow?: boolean;
  query?: string;
  meta: RouterMeta;
  children?: RouterNode[];
}
/** A node of the route tree `GET /getRouters` answers (the menus of the user's roles). */
export const routerNode: z.ZodType<RouterNode> = z.object({
  name: z.string(),
  path: z.string(),
  hidden: z.boolean(),
  redirect: z.string().optional(),
  component: z.string(),
  alwaysShow: z.boolean().optional(),
  query: z.string().optional(),
  meta: routerMeta,
  get children() {
    return z.array(routerNode).optional();
  },
});

// The public key set lives in its own file: every handler verifies tokens with it, and none needs the rest of this file for that.
export { jwks, type Jwks } from './jwks';

export const updatePasswordBody = z.object({
  oldPassword: z.string({ error: 'password.oldRequired' }).min(1, 'password.oldRequired').max(128),
  newPassword: strongPassword,
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

/** Forgot password: account and email, plus the captcha when the captcha switch is on. */
export const forgetPasswordBody = z.object({
  account: z.string({ error: 'auth.usernameRequired' }).trim().min(1, 'auth.usernameRequired').max(LIMITS.accountMaxLength),
  email: z.string().trim().max(128).pipe(z.email('password.resetEmailInvalid')),
  code: loginBody.shape.code,
  uuid: loginBody.shape.uuid,
});
export type ForgetPasswordBody = z.infer<typeof forgetPasswordBody>;

/** The secret of a reset link (the `token` of `/reset-password#token=...`): 32 random bytes, base64url. */
export const resetTokenField = z.string({ error: 'password.resetLinkInvalid' }).trim().regex(/^[A-Za-z0-9_-]{43}$/, 'password.resetLinkInvalid');

export const resetLinkBody = z.object({ token: resetTokenField });
export type ResetLinkBody = z.infer<typeof resetLinkBody>;

/** What the reset page may show before the new password is chosen: the account the link is for. */
export const resetLinkResult = z.object({ username: z.string() });
export type ResetLinkResult = z.infer<typeof resetLinkResult>;

export const resetPasswordBody = z.object({ token: resetTokenField, newPassword: strongPassword });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,19}$/;

export const updateProfileBody = z.object({
  nickName: z.string().trim().min(1, 'common.validation').max(LIMITS.nameMaxLength),
  email: z.union([z.literal(''), z.string().trim().max(128).pipe(z.email('common.validation'))]),
  phonenumber: z.union([z.literal(''), z.string().trim().regex(PHONE_PATTERN, 'common.validation')]),
  sex: z.enum(['0', '1', '2']),
  language: z.enum(LANGUAGES).optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const profileResult = z.object({
  user: userInfo.extend({ createTime: z.string(), deptName: z.string() }),
  /** The names of the roles the user holds, in the viewer's language (built-in roles translated), joined by ','. */
  roleGroup: z.string(),
  /** The same names as a list (a role name may itself hold a comma). */
  roleNames: z.array(z.string()),
});
export type ProfileResult = z.infer<typeof profileResult>;

/**
 * Avatar upload: a data URL of an image (at most LIMITS.imageUploadBytes once decoded, docs/decisions/0010; the SPA
 * shrinks it to 256 px first). The bytes are kept in object storage; `userInfo.avatar` is the URL serving them
 * (`GET /prod-api/upms/system/user/avatar/{userId}?v=<version>`, avatarParams), '' when none.
 */
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const avatarBody = z.object({
  avatar: z
    .string()
    .max(Math.ceil(LIMITS.imageUploadBytes / 3) * 4 + 64, 'common.fileTooLarge')
    .regex(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/, 'profile.avatarFormat'),
});
export const avatarParams = z.object({ userId: z.coerce.number().int().positive() });
export type AvatarBody = z.infer<typeof avatarBody>;
/** Answer of an avatar upload: the URL now serving it. */
export const avatarResult = z.object({ avatar: z.string() });
export type AvatarResult = z.infer<typeof avatarResult>;

export const onlineUser = z.object({
  tokenId: z.string(),
  userName: z.string(),
  deptName: z.string(),
  ipaddr: z.string(),
  browser: z.string(),
  os: z.string(),
  loginTime: z.string(),
  lastAccessTime: z.string(),
});
export type OnlineUser = z.infer<typeof onlineUser>;

/**
 * An entry of `GET /common/getOnlineUsers` (the top bar's count is the list's length): the same sessions as the
 * online-users screen, without what the top bar does not show (no IP address, token id or browser).
 */
export const onlineUserSummary = onlineUser.pick({ userName: true, deptName: true });
export type OnlineUserSummary = z.infer<typeof onlineUserSummary>;
