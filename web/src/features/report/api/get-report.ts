import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ReportInfo, ReportPage, ReportPdf } from '@aed/shared/routes/report.routes';
import type { ReportPageQuery } from '@aed/shared/schemas/report';
import { api } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** One cursor page of the inspection reports of the caller's scope (decision 0055). */
export const reportPageOptions = (query: ReportPageQuery) => queryOptions({ queryKey: reportKeys.page(query), queryFn: () => api(ReportPage, { query }), placeholderData: keepPreviousData });
export const useReportPage = (query: ReportPageQuery) => useQuery(reportPageOptions(query));

/** One report with its items, log and the actions the caller may take. */
export const reportInfoQuery = (reportId: number) => queryOptions({ queryKey: reportKeys.info(reportId), queryFn: () => api(ReportInfo, { query: { reportId } }) });
export const useReportInfo = (reportId: number) => useQuery(reportInfoQuery(reportId));

/** A short-lived signed URL of the report's PDF (asked for when opened: it expires in minutes). */
export const getReportPdfUrl = (reportId: number) => api(ReportPdf, { query: { reportId } });
