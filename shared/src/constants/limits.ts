/** Business constants and limits of platform-core spec section 9, used by server and web alike. */
export const LIMITS = {
  accountMaxLength: 30,
  nameMaxLength: 30,
  passwordMinLength: 8,
  passwordMaxLength: 20,
  /** At least this many of the four classes digit/upper/lower/special. */
  passwordMinClasses: 3,
  keywordSearchColumns: 5,
  attachmentBytes: 10 * 1024 * 1024,
  imageBytes: 5 * 1024 * 1024,
  /**
   * What one image upload may carry once decoded (docs/decisions/0010): the request travels as a base64 data URL
   * through API Gateway into a Lambda, whose synchronous payload is at most 6 MB (and so is the answer serving it).
   */
  imageUploadBytes: Math.floor(4.4 * 1024 * 1024),
  /** An uploaded image wider or taller than this is refused (docs/decisions/0031): a browser decoding it would need gigabytes. */
  imageMaxSidePx: 8192,
  adminsPerOrganization: 3,
  readOnlyAdminsPerOrganization: 1,
  operationAdminsPerOrganization: 1,
  requestTimeoutMs: 80_000,
  errorToastMs: 5_000,
  logoutDelayAfterPasswordChangeMs: 500,
  passwordExpiryReminderDays: 30,
  languageCookieDays: 30,
  mobileBreakpointPx: 992,
  securityHeaderMaxAgeSeconds: 31_536_000,
  /** Page sizes offered by the UI; the server caps any limit at the largest. */
  pageSizes: [10, 20, 30, 50] as const,
  maxPageSize: 50,
  /** A move to another page or page size scrolls the view back to the top in this time (device-lifecycle spec section 9). */
  scrollToTopMs: 800,
  /**
   * The status filter a catalogue list starts with, and goes back to on Reset: '0' = normal (enabled) records
   * (device-lifecycle spec section 9; which lists use it: docs/decisions/0024-list-defaults-and-details.md).
   */
  defaultListStatus: '0',
  /** Captcha lifetime. */
  captchaTtlSeconds: 120,
  /**
   * Failed logins from one client address before the account is locked for that address, and for how long
   * (docs/decisions/0028-login-lockout-and-password-reset.md).
   */
  loginMaxFailures: 5,
  loginLockMinutes: 10,
  /** Failed logins of an account, from any address within the hour, after which every login of it needs the captcha. */
  loginCaptchaAfterFailures: 3,
  /**
   * Failed logins of an account, from any address, in one window of `loginAccountWindowMinutes`, beyond which only
   * addresses the account logged in from before may try (OWASP ASVS 2.2.1: at most 100 failures an hour).
   */
  loginAccountMaxFailures: 50,
  loginAccountWindowMinutes: 60,
  /** How long an address the account logged in from counts as known. */
  loginKnownAddressDays: 90,
  /** Forgot password: requests per account, and per client address, in one window of `passwordResetWindowMinutes`. */
  passwordResetPerAccount: 3,
  passwordResetPerAddress: 10,
  passwordResetWindowMinutes: 60,
  /** Lifetime of a password reset link. */
  passwordResetLinkMinutes: 30,
  /** Every forgot-password answer takes at least this long, so its timing does not tell whether a mail was sent. */
  passwordResetAnswerMs: 1_200,
  /** Default sliding idle expiry of a session when the parameter is absent. */
  sessionIdleMinutesDefault: 30,
  /** Absolute lifetime of a signed token; the session record ends it sooner. */
  tokenMaxLifetimeHours: 12,
  /** Parameters one organization may hold (a per-organization room, decision 0026). */
  maxParameters: 1000,
  /** Ids accepted by one delete call (one DynamoDB transaction holds at most 100 items). */
  maxIdsPerDelete: 40,
  defaultDeptId: 100,
} as const;

/** `params.captcha` of a login error: the next attempt of this account must carry a captcha. */
export const CAPTCHA_REQUIRED_PARAM = 'required';

export const LANGUAGES = ['en', 'fr', 'zh-CN', 'zh-TW'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

export const THEME_COLOURS = ['#409EFF', '#304156', '#11a983', '#13c2c2', '#6959CD', '#f5222d', '#fa541c', '#faad14'] as const;
export const DEFAULT_THEME_COLOUR = '#409EFF';
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type UiSize = (typeof SIZES)[number];
export const DEFAULT_SIZE: UiSize = 'medium';

/** Cookie names shared by the SPA's session handling. */
export const COOKIES = {
  token: 'Admin-Token',
  language: 'language',
  size: 'size',
  passwordStatus: 'pwd-status',
  username: 'username',
  password: 'password',
  rememberMe: 'rememberMe',
  sidebarStatus: 'sidebarStatus',
} as const;

/** Well-known parameter keys read by the platform. */
export const CONFIG_KEYS = {
  captchaEnabled: 'sys.account.captchaEnabled',
  passwordValidateDays: 'sys.account.passwordValidateDays',
  sessionIdleMinutes: 'sys.session.idleMinutes',
} as const;
