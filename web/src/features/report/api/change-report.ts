import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReportAdd, ReportApprove, ReportModify, ReportReject, ReportSend, ReportSubmit } from '@aed/shared/routes/report.routes';
import type { CreateReportBody, ModifyReportBody, RejectReportBody, ReportActionBody } from '@aed/shared/schemas/report';
import { api } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** Each change refreshes the lists and details (a conflict too: the report changed meanwhile). */
function useReportMutation<B, R>(mutationFn: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }) });
}

export const useAddReport = () => useReportMutation((body: CreateReportBody) => api(ReportAdd, { body }));
export const useModifyReport = () => useReportMutation((body: ModifyReportBody) => api(ReportModify, { body }));
export const useSubmitReport = () => useReportMutation((body: ReportActionBody) => api(ReportSubmit, { body }));
export const useApproveReport = () => useReportMutation((body: ReportActionBody) => api(ReportApprove, { body }));
export const useRejectReport = () => useReportMutation((body: RejectReportBody) => api(ReportReject, { body }));
export const useSendReport = () => useReportMutation((body: ReportActionBody) => api(ReportSend, { body }));
