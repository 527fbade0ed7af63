/** Password status returned by getInfo and kept by the SPA in a cookie (spec section 4). */
export const PASSWORD_STATUS = {
  ok: 0,
  /** Expires within a month: a reminder only. */
  expiringSoon: 1,
  /** Past sys.account.passwordValidateDays: must change. */
  expired: 2,
  /** Initial or temporary (mailed) password: must change. */
  initial: 3,
} as const;
export type PasswordStatus = (typeof PASSWORD_STATUS)[keyof typeof PASSWORD_STATUS];
export const mustChangePassword = (status: number | undefined): boolean =>
  status === PASSWORD_STATUS.expired || status === PASSWORD_STATUS.initial;
