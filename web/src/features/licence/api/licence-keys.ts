import type { SentInput } from '@aed/shared/api/route';
import type { LicenceBatchPage, LicenceHistoryPage } from '@aed/shared/routes/licence.routes';

export type BatchQuery = NonNullable<SentInput<typeof LicenceBatchPage, 'query'>>;
export type HistoryQuery = NonNullable<SentInput<typeof LicenceHistoryPage, 'query'>>;

/** Query keys: invalidating `all` refreshes every licence view (a sale or mint changes the pool, batches and history). */
export const licenceKeys = {
  all: ['licence'] as const,
  summary: (deptId: number) => [...licenceKeys.all, 'summary', deptId] as const,
  batches: (query: BatchQuery) => [...licenceKeys.all, 'batches', query] as const,
  history: (query: HistoryQuery) => [...licenceKeys.all, 'history', query] as const,
};
