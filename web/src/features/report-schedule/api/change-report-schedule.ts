import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReportScheduleRemove, ReportScheduleSave } from '@aed/shared/routes/report-schedule.routes';
import type { RemoveReportScheduleQuery, SaveReportScheduleBody } from '@aed/shared/schemas/report-schedule';
import { api } from '../../../lib/api-client';
import { reportScheduleKeys } from './report-schedule-keys';

/** Each change refreshes the schedule lists (a conflict too: the schedule changed meanwhile). */
function useScheduleMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: reportScheduleKeys.all }) });
}

/** Add (no version) or edit (the version read) an organization's schedule. */
export const useSaveReportSchedule = () => useScheduleMutation((body: SaveReportScheduleBody) => api(ReportScheduleSave, { body }));
/** Stop mailing an organization's approved reports, as last read. */
export const useRemoveReportSchedule = () => useScheduleMutation((query: RemoveReportScheduleQuery) => api(ReportScheduleRemove, { query }));
