import { Input, Textarea } from '@chakra-ui/react';
import { publicFeedbackBody } from '@aed/shared/schemas/qr';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useReportProblem } from '../api/report-problem';

interface Values {
  description: string;
  contactName: string;
  contactPhone: string;
}

/**
 * "Report a problem" on the public maintenance record (issue 16): what the person sees at the device, and optionally
 * how to reach them (kept for the distributors, never shown back). It becomes a customer-feedback work order.
 */
export function ReportProblemDialog({ code, onClose, onSent }: { code: string; onClose: () => void; onSent: (orderNo: string) => void }) {
  const { t, values, set, save, onSubmit, field } = useZodForm<Values>({
    ns: 'qr',
    initial: { description: '', contactName: '', contactPhone: '' },
    fieldOf: {},
    testIdPrefix: 'qr-report',
    onClose,
  });
  const report = useReportProblem();
  const submit = onSubmit(() => save(publicFeedbackBody, { code, ...values }, report, t('report.sent'), { onDone: (r: { orderNo: string }) => onSent(r.orderNo) }));
  return (
    <FormDialogShell onClose={onClose} size="md">
      <FormDialogForm testId="qr-report-dialog" testIdPrefix="qr-report" title={t('report.title')} submitLabel={t('report.submit')} onSubmit={submit} onClose={onClose} saving={report.isPending}>
        {field('description', t('report.description'), <Textarea name="description" rows={4} data-testid="qr-report-description" value={values.description} onChange={(e) => set('description', e.currentTarget.value)} />, { required: true, hint: t('report.descriptionHint') })}
        {field('contactName', t('report.contactName'), <Input name="contactName" data-testid="qr-report-name" value={values.contactName} onChange={(e) => set('contactName', e.currentTarget.value)} />)}
        {field('contactPhone', t('report.contactPhone'), <Input name="contactPhone" type="tel" data-testid="qr-report-phone" value={values.contactPhone} onChange={(e) => set('contactPhone', e.currentTarget.value)} />, { hint: t('report.contactHint') })}
      </FormDialogForm>
    </FormDialogShell>
  );
}
