import * as z from 'zod';

/**
 * The monthly report (docs/decisions/0051-monthly-report.md): one organization's subtree (within the caller's data
 * scope) and one calendar month, as an xlsx in the caller's language.
 */
export const reportMonth = z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'common.validation');

export const monthlyReportQuery = z.object({
  deptId: z.coerce.number().int().positive('common.validation'),
  /** `yyyy-mm`: the current month (so far) or an earlier one; a later one is `report.futureMonth`. */
  month: reportMonth,
});
export type MonthlyReportQuery = z.infer<typeof monthlyReportQuery>;

/** The month before the one `now` falls in (UTC), `yyyy-mm`: the screen's default. */
export function previousMonth(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}
