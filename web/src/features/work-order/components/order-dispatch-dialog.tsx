import { useEffect, useState } from 'react';
import { NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { dispatchOrderBody, ORDER_LIMITS, type DispatchOrderBody, type DispatchResult, type OrderRecord } from '@aed/shared/schemas/work-order';
import type { ErrorCode } from '@aed/shared/errors/codes';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { useZodForm } from '../../../components/form/use-zod-form';
import { schemaCodeText } from '../../../components/form/form-errors';
import { ApiError } from '../../../lib/api-client';
import { translateErrorCode } from '../../../lib/error-message';
import { useDispatchOrders } from '../api/change-order';
import { useOrderHandlers } from '../api/get-order-info';

/** Refusals of the handler chosen (decision 0045, spec section 5): shown at the handler field. */
const FIELD_OF: Record<string, string> = {
  'handler.userDisabled': 'handlerId',
  'handler.noAccess': 'handlerId',
  'handler.notFound': 'handlerId',
  'handler.notEligible': 'handlerId',
  'order.handlerRequired': 'handlerId',
};

/**
 * Dispatch one order, or several to one handler ("dispatch more"). The handlers offered are the eligible ones of the
 * first order's device, the default one first (and chosen). Orders refused in a batch are listed with their reason.
 */
export function OrderDispatchDialog({ orders, onClose, onDispatched }: { orders: readonly OrderRecord[]; onClose: () => void; onDispatched?: () => void }) {
  const first = orders[0]!;
  const { t, values, set, save, onSubmit, field } = useZodForm({
    ns: 'workOrder',
    initial: { handlerId: '', remark: '' },
    fieldOf: FIELD_OF,
    testIdPrefix: 'order-dispatch',
    onClose,
    issueMessage: (tr, issue) => (issue.message.startsWith('order.') ? schemaCodeText(tr, issue) : undefined),
  });
  const handlers = useOrderHandlers(first.orderId);
  const dispatch = useDispatchOrders();
  const [refused, setRefused] = useState<DispatchResult['refused']>([]);

  // the default handler (first of the list) is chosen when the list comes
  const firstHandler = handlers.data?.[0]?.userId;
  useEffect(() => {
    if (firstHandler !== undefined) set('handlerId', String(firstHandler));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the handlers arrive
  }, [firstHandler]);

  const orderNoOf = (orderId: number) => orders.find((o) => o.orderId === orderId)?.orderNo ?? String(orderId);
  /**
   * The dispatch as the form sends it: nothing dispatched is a refusal (a single order's handler refusal goes to the
   * handler field, several orders' reasons are listed, no success toast); some dispatched is a success with the others
   * listed.
   */
  const mutation = {
    isPending: dispatch.isPending,
    mutate: (body: DispatchOrderBody, options: { onSuccess: (r: DispatchResult) => void; onError: (err: unknown) => void }) =>
      dispatch.mutate(body, {
        onSuccess: (result) => {
          if (result.dispatched.length > 0) return options.onSuccess(result);
          if (orders.length === 1 && result.refused[0]) return options.onError(new ApiError(409, result.refused[0].code as ErrorCode, result.refused[0].code));
          setRefused(result.refused);
        },
        onError: options.onError,
      }),
  };
  const submit = onSubmit(() => {
    setRefused([]);
    const input = { orderIds: orders.map((o) => o.orderId), handlerId: values.handlerId || undefined, remark: values.remark, ...(orders.length === 1 ? { version: first.version } : {}) };
    save(dispatchOrderBody, input, mutation, t('toast.dispatchDone'), {
      onSaved: (result) => {
        onDispatched?.();
        if (result.refused.length === 0) onClose();
        else setRefused(result.refused);
      },
    });
  });

  return (
    <FormDialogShell onClose={onClose} size="md">
      <FormDialogForm
        testId="order-dispatch-dialog"
        testIdPrefix="order-dispatch"
        title={orders.length === 1 ? t('dispatch.title', { orderNo: first.orderNo }) : t('dispatch.titleMany', { count: orders.length })}
        // the button says what it does ("Save" read as saving a form, nothing is edited here)
        submitLabel={t('toolbar.dispatch')}
        onSubmit={submit}
        onClose={onClose}
        saving={dispatch.isPending}
      >
        {field(
          'handlerId',
          t('dispatch.handler'),
          <NativeSelect.Root>
            <NativeSelect.Field data-testid="order-dispatch-handler" value={values.handlerId} onChange={(e) => set('handlerId', e.target.value)}>
              <option value="">{t('dispatch.chooseHandler')}</option>
              {(handlers.data ?? []).map((h, i) => (
                <option key={h.userId} value={String(h.userId)}>
                  {i === 0 && h.primary ? t('dispatch.default', { name: h.nickName || h.username }) : h.nickName || h.username}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
          { required: true, hint: handlers.data?.length === 0 ? t('dispatch.noHandler') : undefined },
        )}
        {field('remark', t('dispatch.remark'), <Textarea data-testid="order-dispatch-remark" value={values.remark} maxLength={ORDER_LIMITS.remark} onChange={(e) => set('remark', e.target.value)} />)}
        {refused.length > 0 && (
          <Stack gap="1" data-testid="order-dispatch-refused" role="alert">
            <Text fontWeight="semibold" color="fg.error">
              {t('dispatch.refused')}
            </Text>
            {refused.map((r) => (
              <Text key={r.orderId} fontSize="sm" data-testid={`order-dispatch-refused-${r.orderId}`}>
                {t('dispatch.refusedLine', { orderNo: orderNoOf(r.orderId), reason: translateErrorCode(t, r.code) ?? r.code })}
              </Text>
            ))}
          </Stack>
        )}
      </FormDialogForm>
    </FormDialogShell>
  );
}
