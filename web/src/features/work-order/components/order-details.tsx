import type { ReactNode } from 'react';
import { Button, CloseButton, DataList, Dialog, HStack, Portal, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CHECKLIST_MEASURED, type OrderDetails, type OrderRecord } from '@aed/shared/schemas/work-order';
import type { OrderAction } from '@aed/shared/schemas/work-order-states';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { notifyError } from '../../../components/ui/toaster';
import { useOrderInfo } from '../api/get-order-info';
import { getOrderFileUrl } from '../api/get-order-file-url';
import { OrderStateBadge } from './order-labels';
import { OrderLogTable } from './order-log-table';
import type { OrderPrefill } from './order-form-dialog';
import { usePermission } from '../../../lib/permission';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';

const dash = (v: string | number | null | undefined) => (v === '' || v === null || v === undefined ? '—' : String(v));
const ACTIONS: readonly OrderAction[] = ['dispatch', 'process', 'return', 'modify', 'cancel'];

/** Everything an order holds: fields, checklist results, replaced items, files, its operating log, and its actions. */
export function OrderDetailsDialog({
  orderId,
  onClose,
  onAction,
  onFollowUp,
}: {
  orderId: number;
  onClose: () => void;
  onAction: (action: OrderAction, order: OrderRecord) => void;
  /** An abnormal checklist item opens a repair order of the device prefilled from it (distributors). */
  onFollowUp?: (prefill: OrderPrefill) => void;
}) {
  const { t } = useTranslation('workOrder');
  const info = useOrderInfo(orderId);
  const order = info.data;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="order-details">
            <Dialog.Header>
              <Dialog.Title>{t('details.title', { orderNo: order?.orderNo ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {info.isError ? (
                <Text color="fg.error" data-testid="order-details-error">
                  {errorMessage(t, info.error)}
                </Text>
              ) : !order ? (
                <HStack>
                  <Spinner size="sm" />
                  <Text>{t('details.loading')}</Text>
                </HStack>
              ) : (
                <DetailsBody order={order} onFollowUp={onFollowUp} />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {order &&
                ACTIONS.filter((a) => order.allowed.includes(a)).map((a) => (
                  <Button key={a} size="sm" variant={a === 'cancel' ? 'outline' : 'solid'} colorPalette={a === 'cancel' ? 'red' : undefined} data-testid={`order-details-${a}`} onClick={() => onAction(a, order)}>
                    {/* "Cancel" in a dialog's footer reads as closing it: the button names what it cancels */}
                    {a === 'cancel' ? t('reasonDialog.cancelSubmit') : t(`toolbar.${a}`)}
                  </Button>
                ))}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('details.close')} data-testid="order-details-close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DetailsBody({ order, onFollowUp }: { order: OrderDetails; onFollowUp?: (prefill: OrderPrefill) => void }) {
  const { t } = useTranslation('workOrder');
  const { hasPermission } = usePermission();
  const followUp = onFollowUp && hasPermission(PERMISSIONS.workOrder.distribute) ? onFollowUp : undefined;
  const item = (key: string, label: string, value: ReactNode) => (
    <DataList.Item key={key}>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={`order-details-${key}`}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
  const field = (key: keyof OrderDetails & string) => item(key, t(`fields.${key}`), dash(order[key] as string));
  const section = (title: string, children: ReactNode, testId: string) => (
    <Stack gap="2" data-testid={testId}>
      <Text fontWeight="semibold">{title}</Text>
      {children}
    </Stack>
  );
  const open = async (uploadId: string) => {
    try {
      window.open((await getOrderFileUrl(order.orderId, uploadId)).url, '_blank', 'noopener');
    } catch (err) {
      notifyError(errorMessage(t, err));
    }
  };
  const processed = order.state === '2';
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <DataList.Root orientation="horizontal" size="sm">
          {item('orderNo', t('fields.orderNo'), order.orderNo)}
          {field('orderName')}
          {item('kind', t('fields.kind'), t(`kind.${order.kind}`))}
          {item('source', t('fields.source'), t(`source.${order.source}`))}
          {item('state', t('fields.state'), <OrderStateBadge kind={order.kind} state={order.state} returned={order.returned} />)}
          {item('device', t('fields.device'), `${order.serialNumber} · ${order.equipmentName}`)}
          {item('model', t('fields.model'), [order.brand, order.modelName, order.productTypeName].filter(Boolean).join(' · ') || '—')}
          {item('organization', t('fields.organization'), order.deptName)}
          {item('handler', t('fields.handler'), dash(order.handlerName))}
          {item('dispatchTime', t('fields.dispatchTime'), order.dispatchTime ? formatDateTime(order.dispatchTime) : '—')}
        </DataList.Root>
        <DataList.Root orientation="horizontal" size="sm">
          {field('description')}
          {field('contactName')}
          {field('contactPhone')}
          {field('address')}
          {field('planDate')}
          {order.returnReason && field('returnReason')}
          {order.cancelReason && field('cancelReason')}
          {field('remark')}
          {item('createTime', t('fields.createTime'), `${formatDateTime(order.createTime)} · ${order.createBy}`)}
        </DataList.Root>
      </SimpleGrid>
      {order.kind === '1' &&
        section(
          t('details.alarm'),
          <DataList.Root orientation="horizontal" size="sm">
            {field('monitorItem')}
            {field('actualValue')}
            {field('upperLimit')}
            {field('lowerLimit')}
          </DataList.Root>,
          'order-details-alarm',
        )}
      {order.kind === '4' &&
        section(
          t('details.training'),
          <DataList.Root orientation="horizontal" size="sm">
            {field('trainingPlannedDate')}
            {field('trainingActualDate')}
            {field('trainer')}
            {field('trainerPhone')}
            {field('trainerEmail')}
            {field('trainingLocation')}
          </DataList.Root>,
          'order-details-training',
        )}
      {processed &&
        section(
          t('details.processing'),
          <DataList.Root orientation="horizontal" size="sm">
            {field('handlingResult')}
            {item('handled', t('fields.handled'), order.handled ? t('details.yes') : t('details.no'))}
            {field('processDate')}
            {field('lastMaintenanceDate')}
            {field('nextMaintenanceDate')}
          </DataList.Root>,
          'order-details-processing',
        )}
      {processed &&
        section(
          t('details.checklist'),
          order.checklist.length === 0 ? (
            <Text color="fg.muted">{t('details.noChecklist')}</Text>
          ) : (
            <Stack gap="1">
              {order.checklist.map((c) => (
                <HStack key={c.item} gap="2" wrap="wrap" data-testid={`order-details-check-${c.item}`}>
                  <Text fontSize="sm" minW="40">
                    {t(`item.${c.item}`)}
                  </Text>
                  <Text fontSize="sm" color={c.result === 'abnormal' ? 'fg.error' : 'fg.success'}>
                    {t(`process.${c.result}`)}
                  </Text>
                  {c.value !== '' && <Text fontSize="sm">{`${c.value} ${CHECKLIST_MEASURED[c.item]?.unit ?? ''}`}</Text>}
                  {c.note && (
                    <Text fontSize="sm" color="fg.muted">
                      {c.note}
                    </Text>
                  )}
                  {c.photoUploadId && (
                    <Button size="xs" variant="ghost" onClick={() => void open(c.photoUploadId)}>
                      {t('process.photo')}
                    </Button>
                  )}
                  {c.result === 'abnormal' && followUp && (
                    <Button
                      size="xs"
                      variant="outline"
                      data-testid={`order-details-followup-${c.item}`}
                      onClick={() =>
                        followUp({
                          deptId: order.deptId,
                          deviceId: order.deviceId,
                          serialNumber: order.serialNumber,
                          orderName: t('details.followUpName', { item: t(`item.${c.item}`) }),
                          description: t('details.followUpDescription', { orderNo: order.orderNo, item: t(`item.${c.item}`), note: c.note }),
                        })
                      }
                    >
                      {t('details.followUp')}
                    </Button>
                  )}
                </HStack>
              ))}
            </Stack>
          ),
          'order-details-checklist',
        )}
      {processed &&
        section(
          t('details.replaced'),
          order.replacedItems.length === 0 ? (
            <Text color="fg.muted">{t('details.noReplaced')}</Text>
          ) : (
            <Stack gap="1">
              {order.replacedItems.map((r) => (
                <Text key={r.replacedId} fontSize="sm">{`${r.name} (${r.code}) · ${t('details.expiry', { date: dash(r.expiryDate) })}`}</Text>
              ))}
            </Stack>
          ),
          'order-details-replaced',
        )}
      {order.files.length > 0 &&
        section(
          t('details.files'),
          <Stack gap="1" align="start">
            {order.files.map((f) => (
              <Button key={f.uploadId} size="xs" variant="outline" data-testid={`order-file-${f.uploadId}`} aria-label={t('details.download', { name: f.fileName })} onClick={() => void open(f.uploadId)}>
                {`${t(`process.${f.slot === 'photo' ? 'photos' : f.slot}`)} · ${f.fileName}`}
              </Button>
            ))}
          </Stack>,
          'order-details-files',
        )}
      {section(t('details.log'), <OrderLogTable lines={order.log} kind={order.kind} />, 'order-details-log-section')}
    </Stack>
  );
}
