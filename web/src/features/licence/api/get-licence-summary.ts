import { queryOptions, useQuery } from '@tanstack/react-query';
import { LicenceSummary } from '@aed/shared/routes/licence.routes';
import { api } from '../../../lib/api-client';
import { licenceKeys } from './licence-keys';

/** An organization's licence pool. */
export const getLicenceSummary = (deptId: number) => api(LicenceSummary, { query: { deptId } });

export const licenceSummaryQueryOptions = (deptId: number) => queryOptions({ queryKey: licenceKeys.summary(deptId), queryFn: () => getLicenceSummary(deptId) });

export const useLicenceSummary = (deptId: number | undefined) => useQuery({ ...licenceSummaryQueryOptions(deptId ?? 0), enabled: deptId !== undefined });
