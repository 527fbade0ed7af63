import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LicenceBatchPage } from '@aed/shared/routes/licence.routes';
import { api } from '../../../lib/api-client';
import { licenceKeys, type BatchQuery } from './licence-keys';

/** One cursor page of an organization's batches, earliest expiry first. */
export const getLicenceBatches = (query: BatchQuery) => api(LicenceBatchPage, { query });

export const licenceBatchesQueryOptions = (query: BatchQuery) =>
  queryOptions({ queryKey: licenceKeys.batches(query), queryFn: () => getLicenceBatches(query), placeholderData: keepPreviousData });

export const useLicenceBatches = (query: BatchQuery, enabled: boolean) => useQuery({ ...licenceBatchesQueryOptions(query), enabled });
