import { useMemo } from 'react';
import { Input, Textarea } from '@chakra-ui/react';
import { REPORT_LIMITS } from '@aed/shared/schemas/report';
import { REPORT_SCHEDULE_LIMITS, saveReportScheduleBody, type ReportScheduleRecord } from '@aed/shared/schemas/report-schedule';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { schemaCodeText } from '../../../components/form/form-errors';
import { flattenDeptTree, OrgSelect } from '../../../components/form/org-select';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { useSaveReportSchedule } from '../api/change-report-schedule';

/** What a new schedule proposes: a weekly mailing. */
export const DEFAULT_INTERVAL_DAYS = 7;

/**
 * The schemas' own codes are shown as they are: the schedule's (`reportSchedule.intervalDays` says the bounds) and
 * the email list's (`report.emailFormat` names the wrong address); the others get the common texts.
 */
const scheduleIssue = (t: Parameters<typeof schemaCodeText>[0], issue: Parameters<typeof schemaCodeText>[1]) =>
  issue.message.startsWith('reportSchedule.') || issue.message.startsWith('report.') ? schemaCodeText(t, issue) : undefined;

interface Props {
  /** The schedule to edit (its organization stays), or none to add one. */
  record?: ReportScheduleRecord;
  /** The organization a new schedule starts with (the one picked in the tree). */
  deptId?: number;
  onClose: () => void;
}

/**
 * Add or edit an organization's report email schedule: the organization (fixed when editing), the comma-separated
 * email list and the interval in days. Checked with the schema the server parses before anything is sent; an edit
 * sends the version read, so a change made meanwhile is refused rather than overwritten.
 */
export function ReportScheduleDialog({ record, deptId, onClose }: Props) {
  const tree = useDeptTreeSelect();
  const orgs = useMemo(() => flattenDeptTree(tree.data ?? []), [tree.data]);
  const { t, values, set, save, onSubmit, field } = useZodForm({
    ns: 'report',
    initial: {
      deptId: record ? String(record.deptId) : deptId ? String(deptId) : '',
      emails: record ? record.emails.join(', ') : '',
      intervalDays: String(record?.intervalDays ?? DEFAULT_INTERVAL_DAYS),
    },
    fieldOf: {
      'reportSchedule.exists': 'deptId',
      'reportSchedule.deptRequired': 'deptId',
      'reportSchedule.emailsRequired': 'emails',
      'reportSchedule.intervalDays': 'intervalDays',
    },
    testIdPrefix: 'report-schedule-form',
    onClose,
    issueMessage: scheduleIssue,
  });
  const saving = useSaveReportSchedule();
  const submit = onSubmit(() =>
    save(saveReportScheduleBody, { deptId: values.deptId, emails: values.emails, intervalDays: values.intervalDays, version: record?.version }, saving, t(record ? 'schedule.toast.edited' : 'schedule.toast.added')),
  );
  return (
    <FormDialogShell onClose={onClose} size="md">
      <FormDialogForm testId="report-schedule-dialog" testIdPrefix="report-schedule-form" title={t(record ? 'schedule.form.editTitle' : 'schedule.form.addTitle')} onSubmit={submit} onClose={onClose} saving={saving.isPending}>
        {field(
          'deptId',
          t('schedule.fields.organization'),
          record ? (
            <Input data-testid="report-schedule-form-org" value={record.deptName} readOnly disabled />
          ) : (
            <OrgSelect options={orgs} value={values.deptId} onChange={(v) => set('deptId', v)} placeholder={t('schedule.form.chooseOrganization')} testId="report-schedule-form-org" />
          ),
          { required: !record, hint: t('schedule.form.organizationHint') },
        )}
        {field(
          'emails',
          t('schedule.fields.emails'),
          <Textarea data-testid="report-schedule-form-emails" rows={3} value={values.emails} maxLength={4000} placeholder={t('schedule.form.emailsPlaceholder')} onChange={(e) => set('emails', e.target.value)} />,
          { required: true, hint: t('schedule.form.emailsHint', { max: REPORT_LIMITS.emails }) },
        )}
        {field(
          'intervalDays',
          t('schedule.fields.intervalDays'),
          <Input
            type="number"
            inputMode="numeric"
            min={REPORT_SCHEDULE_LIMITS.minDays}
            max={REPORT_SCHEDULE_LIMITS.maxDays}
            step={1}
            data-testid="report-schedule-form-interval"
            value={values.intervalDays}
            onChange={(e) => set('intervalDays', e.target.value)}
          />,
          { required: true, hint: t('schedule.form.intervalHint', { min: REPORT_SCHEDULE_LIMITS.minDays, max: REPORT_SCHEDULE_LIMITS.maxDays }) },
        )}
      </FormDialogForm>
    </FormDialogShell>
  );
}
