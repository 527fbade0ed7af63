import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { InspectionRecordInfo, InspectionRecordPage } from '@aed/shared/routes/inspection.routes';
import type { InspectionPageQuery } from '@aed/shared/schemas/inspection';
import { api } from '../../../lib/api-client';
import { inspectionKeys } from './inspection-keys';

/** One cursor page of the inspection and self-test records of the caller's scope (decision 0050). */
export const inspectionPageOptions = (query: InspectionPageQuery) =>
  queryOptions({ queryKey: inspectionKeys.page(query), queryFn: () => api(InspectionRecordPage, { query }), placeholderData: keepPreviousData });
export const useInspectionPage = (query: InspectionPageQuery) => useQuery(inspectionPageOptions(query));

/** One record, read again when its details open. */
export const inspectionInfoOptions = (recordId: string) => queryOptions({ queryKey: inspectionKeys.info(recordId), queryFn: () => api(InspectionRecordInfo, { query: { recordId } }) });
export const useInspectionInfo = (recordId: string) => useQuery(inspectionInfoOptions(recordId));
