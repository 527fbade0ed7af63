import { Input, NativeSelect, Table, Textarea } from '@chakra-ui/react';
import { createReportBody, ITEM_STATUSES, modifyReportBody, rejectReportBody, REPORT_LIMITS, REPORT_RESULTS, reportActionBody, type ReportDetails } from '@aed/shared/schemas/report';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { schemaCodeText } from '../../../components/form/form-errors';
import { OrgDeviceFields } from '../../../components/form/org-device-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useAddReport, useApproveReport, useModifyReport, useRejectReport } from '../api/change-report';

/** The schemas' own codes (report.*) are shown as they are; the others get the common texts. */
const reportIssue = (t: Parameters<typeof schemaCodeText>[0], issue: Parameters<typeof schemaCodeText>[1]) => (issue.message.startsWith('report.') ? schemaCodeText(t, issue) : undefined);

/** Export a report from a device (its latest completed order): the organization, a serial to look for, the device. */
export function ReportCreateDialog({ deptId, onClose }: { deptId?: number; onClose: () => void }) {
  const { t, values, set, save, onSubmit, field } = useZodForm({
    ns: 'report',
    initial: { deptId: deptId ? String(deptId) : '', keyword: '', deviceId: '' },
    fieldOf: { 'report.noOrder': 'deviceId', 'device.notFound': 'deviceId', 'report.deviceRequired': 'deviceId' },
    testIdPrefix: 'report-create',
    onClose,
    issueMessage: reportIssue,
  });
  const add = useAddReport();
  const submit = onSubmit(() => save(createReportBody, { deviceId: values.deviceId || undefined }, add, t('toast.created')));
  return (
    <FormDialogShell onClose={onClose} size="md">
      <FormDialogForm testId="report-create-dialog" testIdPrefix="report-create" title={t('create.title')} submitLabel={t('create.submit')} onSubmit={submit} onClose={onClose} saving={add.isPending}>
        <OrgDeviceFields
          field={field}
          names={{ deptId: 'deptId', keyword: 'keyword', deviceId: 'deviceId' }}
          values={values}
          set={set}
          labels={{ organization: t('create.organization'), chooseOrganization: t('create.chooseOrganization'), deviceSearch: t('create.deviceSearch'), device: t('create.device'), chooseDevice: t('create.chooseDevice'), noDevice: t('create.noDevice'), hint: t('create.hint') }}
          testIdPrefix="report-create"
        />
      </FormDialogForm>
    </FormDialogShell>
  );
}

/** Approve (an opinion may be given) or reject (the opinion says why) a report waiting for audit. */
export function ReportAuditDialog({ mode, report, onClose }: { mode: 'approve' | 'reject'; report: Pick<ReportDetails, 'reportId' | 'version' | 'reportCode'>; onClose: () => void }) {
  const { t, values, set, save, onSubmit, field } = useZodForm({ ns: 'report', initial: { opinion: '' }, fieldOf: { 'report.opinionRequired': 'opinion' }, testIdPrefix: `report-${mode}`, onClose, issueMessage: reportIssue });
  const approve = useApproveReport();
  const reject = useRejectReport();
  const input = { reportId: report.reportId, version: report.version, opinion: values.opinion };
  const submit = onSubmit(() => (mode === 'approve' ? save(reportActionBody, input, approve, t('toast.approved')) : save(rejectReportBody, input, reject, t('toast.rejected'))));
  return (
    <FormDialogShell onClose={onClose} size="md">
      <FormDialogForm
        testId={`report-${mode}-dialog`}
        testIdPrefix={`report-${mode}`}
        title={t(`audit.${mode}Title`, { code: report.reportCode })}
        submitLabel={t(`actions.${mode}`)}
        onSubmit={submit}
        onClose={onClose}
        saving={approve.isPending || reject.isPending}
      >
        {field('opinion', t('audit.opinion'), <Textarea data-testid={`report-${mode}-opinion`} value={values.opinion} maxLength={REPORT_LIMITS.opinion} onChange={(e) => set('opinion', e.target.value)} />, {
          required: mode === 'reject',
          hint: mode === 'approve' ? t('audit.opinionOptional') : undefined,
        })}
      </FormDialogForm>
    </FormDialogShell>
  );
}

type ItemEdit = { code: string; name: string; value: string; status: (typeof ITEM_STATUSES)[number] };

/** Modify a report not yet sent: name, recipients, receiver emails (comma-separated, each valid), items, pass or fail. */
export function ReportModifyDialog({ report, onClose }: { report: ReportDetails; onClose: () => void }) {
  const { t, values, set, save, onSubmit, field } = useZodForm({
    ns: 'report',
    initial: {
      reportName: report.reportName,
      recipients: report.recipients.join(', '),
      receiverEmails: report.receiverEmails.join(', '),
      result: report.result as string,
      items: report.items.map((i): ItemEdit => ({ code: i.code, name: i.name, value: i.value, status: i.status })),
    },
    testIdPrefix: 'report-modify',
    onClose,
    issueMessage: reportIssue,
    errorKey: (path) => path.split('.')[0]!,
  });
  const modify = useModifyReport();
  const setItem = (index: number, change: Partial<ItemEdit>) => set('items', values.items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const submit = onSubmit(() =>
    save(
      modifyReportBody,
      { reportId: report.reportId, version: report.version, reportName: values.reportName, recipients: values.recipients, receiverEmails: values.receiverEmails, result: values.result, items: values.items.map(({ code, value, status }) => ({ code, value, status })) },
      modify,
      t('toast.modified'),
    ),
  );
  return (
    <FormDialogShell onClose={onClose} size="lg" scrollBehavior="inside">
      <FormDialogForm testId="report-modify-dialog" testIdPrefix="report-modify" title={t('modify.title', { code: report.reportCode })} onSubmit={submit} onClose={onClose} saving={modify.isPending}>
        {field('reportName', t('fields.name'), <Input data-testid="report-modify-name" value={values.reportName} maxLength={REPORT_LIMITS.name} onChange={(e) => set('reportName', e.target.value)} />, { required: true })}
        {field('recipients', t('fields.recipients'), <Input data-testid="report-modify-recipients" value={values.recipients} onChange={(e) => set('recipients', e.target.value)} />, { hint: t('modify.commaHint') })}
        {field('receiverEmails', t('fields.receiverEmails'), <Input data-testid="report-modify-emails" value={values.receiverEmails} onChange={(e) => set('receiverEmails', e.target.value)} />, { hint: t('modify.emailHint', { max: REPORT_LIMITS.emails }) })}
        {field(
          'result',
          t('fields.result'),
          <NativeSelect.Root>
            <NativeSelect.Field data-testid="report-modify-result" value={values.result} onChange={(e) => set('result', e.target.value)}>
              {REPORT_RESULTS.map((r) => (
                <option key={r} value={r}>
                  {t(`result.${r}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
        )}
        {values.items.length > 0 &&
          field(
            'items',
            t('fields.items'),
            <Table.Root size="sm" data-testid="report-modify-items">
              <Table.Body>
                {values.items.map((item, i) => (
                  <Table.Row key={item.code}>
                    <Table.Cell>{t(`item.${item.code}`, { defaultValue: item.name })}</Table.Cell>
                    <Table.Cell>
                      <Input size="sm" aria-label={t('items.value')} data-testid={`report-modify-value-${item.code}`} value={item.value} maxLength={REPORT_LIMITS.itemValue} onChange={(e) => setItem(i, { value: e.target.value })} />
                    </Table.Cell>
                    <Table.Cell>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field aria-label={t('items.status')} data-testid={`report-modify-status-${item.code}`} value={item.status} onChange={(e) => setItem(i, { status: e.target.value as ItemEdit['status'] })}>
                          {ITEM_STATUSES.map((s) => (
                            <option key={s} value={s}>
                              {t(`itemStatus.${s}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>,
          )}
      </FormDialogForm>
    </FormDialogShell>
  );
}
