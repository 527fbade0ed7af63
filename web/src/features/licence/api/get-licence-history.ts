import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LicenceHistoryPage } from '@aed/shared/routes/licence.routes';
import { api } from '../../../lib/api-client';
import { licenceKeys, type HistoryQuery } from './licence-keys';

/** One cursor page of an organization's licence history, newest first. */
export const getLicenceHistory = (query: HistoryQuery) => api(LicenceHistoryPage, { query });

export const licenceHistoryQueryOptions = (query: HistoryQuery) =>
  queryOptions({ queryKey: licenceKeys.history(query), queryFn: () => getLicenceHistory(query), placeholderData: keepPreviousData });

export const useLicenceHistory = (query: HistoryQuery, enabled: boolean) => useQuery({ ...licenceHistoryQueryOptions(query), enabled });
