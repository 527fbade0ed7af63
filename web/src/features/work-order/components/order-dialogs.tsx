import { lazy, Suspense } from 'react';
import type { OrderRecord } from '@aed/shared/schemas/work-order';
import type { OrderAction, OrderKind } from '@aed/shared/schemas/work-order-states';
import { OrderFormDialog, type OrderPrefill } from './order-form-dialog';
import { OrderDispatchDialog } from './order-dispatch-dialog';
import { OrderReasonDialog } from './order-reason-dialog';
import { OrderDetailsDialog } from './order-details';

/** The processing form (checklist, consumables, uploads, signatures) only when an order is processed. */
const OrderProcessDialog = lazy(() => import('./order-process-dialog'));

export type OrderDialog =
  | { kind: OrderAction | 'details'; order: OrderRecord }
  | { kind: 'add'; fixedKind?: OrderKind; prefill?: OrderPrefill }
  | { kind: 'dispatchMany'; orders: readonly OrderRecord[] }
  | null;

/** The dialogs of the order screens, one at a time; the details open the others from their action buttons. */
export function OrderDialogs({ dialog, setDialog, onDispatched }: { dialog: OrderDialog; setDialog: (d: OrderDialog) => void; onDispatched?: () => void }) {
  const close = () => setDialog(null);
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'add':
      return <OrderFormDialog target={{ kind: 'add', fixedKind: dialog.fixedKind, prefill: dialog.prefill }} onClose={close} />;
    case 'dispatchMany':
      return <OrderDispatchDialog orders={dialog.orders} onClose={close} onDispatched={onDispatched} />;
    case 'details':
      return (
        <OrderDetailsDialog
          orderId={dialog.order.orderId}
          onClose={close}
          onAction={(action, order) => setDialog({ kind: action, order })}
          onFollowUp={(prefill) => setDialog({ kind: 'add', fixedKind: '2', prefill })}
        />
      );
    case 'modify':
      return <OrderFormDialog target={{ kind: 'modify', order: dialog.order }} onClose={close} />;
    case 'dispatch':
      return <OrderDispatchDialog orders={[dialog.order]} onClose={close} />;
    case 'return':
    case 'cancel':
      return <OrderReasonDialog action={dialog.kind} order={dialog.order} onClose={close} />;
    case 'process':
      return (
        <Suspense fallback={null}>
          <OrderProcessDialog order={dialog.order} onClose={close} />
        </Suspense>
      );
  }
}
