import { Text, Textarea } from '@chakra-ui/react';
import { cancelOrderBody, ORDER_LIMITS, returnOrderBody, type OrderRecord } from '@aed/shared/schemas/work-order';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { useZodForm } from '../../../components/form/use-zod-form';
import { schemaCodeText } from '../../../components/form/form-errors';
import { useCancelOrder, useReturnOrder } from '../api/change-order';

/** Return (handler) or cancel (distributor) an order: both need a reason; the dialog names the order. */
export function OrderReasonDialog({ action, order, onClose }: { action: 'return' | 'cancel'; order: OrderRecord; onClose: () => void }) {
  const { t, values, set, save, onSubmit, field } = useZodForm({
    ns: 'workOrder',
    initial: { reason: '' },
    fieldOf: { 'order.returnReasonRequired': 'reason', 'order.cancelReasonRequired': 'reason' },
    testIdPrefix: `order-${action}`,
    onClose,
    issueMessage: (tr, issue) => (issue.message.startsWith('order.') ? schemaCodeText(tr, issue) : undefined),
  });
  const returning = useReturnOrder();
  const cancelling = useCancelOrder();
  const input = { orderId: order.orderId, version: order.version, reason: values.reason };
  const submit = onSubmit(() => (action === 'return' ? save(returnOrderBody, input, returning, t('toast.returned')) : save(cancelOrderBody, input, cancelling, t('toast.cancelled'))));
  return (
    <FormDialogShell onClose={onClose} size="md">
      <FormDialogForm
        testId={`order-${action}-dialog`}
        testIdPrefix={`order-${action}`}
        title={t(`reasonDialog.${action}Title`, { orderNo: order.orderNo })}
        submitLabel={t(`reasonDialog.${action}Submit`)}
        onSubmit={submit}
        onClose={onClose}
        saving={returning.isPending || cancelling.isPending}
      >
        <Text>{t(`reasonDialog.${action}Message`, { orderNo: order.orderNo })}</Text>
        {field('reason', t('reasonDialog.reason'), <Textarea data-testid={`order-${action}-reason`} value={values.reason} maxLength={ORDER_LIMITS.reason} onChange={(e) => set('reason', e.target.value)} />, { required: true })}
      </FormDialogForm>
    </FormDialogShell>
  );
}
