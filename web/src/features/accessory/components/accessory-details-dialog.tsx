import type { ReactNode } from 'react';
import { Badge, Button, CloseButton, DataList, Dialog, HStack, Portal, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { AccessoryRecord } from '@aed/shared/schemas/accessory';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/permission';
import { useAccessoryInfo } from '../api/get-accessory-info';
import { ExpiryStateBadge } from './expiry-state-badge';

export const ACCESSORY_STATUS_PALETTE = { stock: 'gray', installed: 'blue', replaced: 'purple' } as const;

interface Props {
  /** The row clicked: shown at once, then refreshed from its info call. */
  record: AccessoryRecord;
  onClose: () => void;
  /** Offered with the edit permission. */
  onEdit: (record: AccessoryRecord) => void;
}

/**
 * Everything a record holds, read-only (query permission): the spec's fields (code, name, brand, model, supplier,
 * equipment owner, dealer, validity), its organization, device, status, expiry state and dates. Readers without the
 * edit permission see here what only the form and the export showed before (decision 0024).
 */
export function AccessoryDetailsDialog({ record, onClose, onEdit }: Props) {
  const { t } = useTranslation('accessory');
  const { hasPermission } = usePermission();
  const info = useAccessoryInfo(record.accessoryId);
  const r = info.data ?? record;
  const dash = (v: string | number | null | undefined) => (v === '' || v === null || v === undefined ? '—' : String(v));
  const item = (key: string, label: string, value: ReactNode) => (
    <DataList.Item key={key}>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={`accessory-details-${key}`}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
  const device = r.device ? (
    <Stack gap="0">
      <Text>{`${r.device.serialNumber} · ${r.device.equipmentName}`}</Text>
      <Text fontSize="xs" color="fg.muted">
        {[r.device.equipmentCode, `${r.device.brand} ${r.device.modelName}`].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  ) : (
    t('details.noDevice')
  );
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="accessory-details">
            <Dialog.Header>
              <Dialog.Title>
                <HStack gap="3" wrap="wrap">
                  <Text>{t('details.title', { kind: t(`kind.${r.kind}`) })}</Text>
                  <Text fontFamily="mono" fontSize="sm" color="fg.muted" data-testid="accessory-details-title-code">
                    {r.code}
                  </Text>
                  {info.isFetching && <Spinner size="xs" aria-label={t('details.loading')} />}
                </HStack>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {info.isError && (
                <Text color="fg.error" mb="3" data-testid="accessory-details-error">
                  {errorMessage(t, info.error)}
                </Text>
              )}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <DataList.Root orientation="horizontal" size="sm">
                  {item('category', t('fields.category'), t(`category.${r.category}`))}
                  {item('kind', t('fields.kind'), t(`kind.${r.kind}`))}
                  {item('code', t('fields.code'), r.code)}
                  {item('name', t('fields.name'), r.name)}
                  {item('brand', t('fields.brand'), dash(r.brand))}
                  {item('model', t('fields.model'), dash(r.model))}
                  {item('supplier', t('fields.supplier'), dash(r.supplier))}
                  {item('owner', t('fields.owner'), dash(r.owner))}
                  {item('dealer', t('fields.dealer'), dash(r.dealer))}
                  {item('dept', t('fields.deptId'), r.deptName)}
                  {item('device', t('fields.device'), device)}
                </DataList.Root>
                <DataList.Root orientation="horizontal" size="sm">
                  {item(
                    'status',
                    t('fields.status'),
                    <Badge colorPalette={ACCESSORY_STATUS_PALETTE[r.status]} variant="subtle">
                      {t(`status.${r.status}`)}
                    </Badge>,
                  )}
                  {item('state', t('fields.state'), <ExpiryStateBadge state={r.state} daysLeft={r.daysLeft} />)}
                  {item('startDate', t('fields.startDate'), r.startDate)}
                  {item('expiryDate', t('fields.expiryDate'), r.expiryDate || t('table.noExpiry'))}
                  {item('effectiveDays', t('fields.effectiveDays'), r.effectiveDays === null ? '—' : t('table.effectiveDays', { count: r.effectiveDays }))}
                  {r.maxExpiryDate && item('maxExpiryDate', t('details.maxExpiryDate'), r.maxExpiryDate)}
                  {item('installDate', t('fields.installDate'), dash(r.installDate))}
                  {item('removeDate', t('fields.removeDate'), dash(r.removeDate))}
                  {item('createTime', t('details.createTime'), `${formatDateTime(r.createTime)} · ${r.createBy}`)}
                  {r.updateTime && item('updateTime', t('details.updateTime'), `${formatDateTime(r.updateTime)} · ${r.updateBy}`)}
                </DataList.Root>
              </SimpleGrid>
              {r.remark && (
                <Stack gap="1" mt="4">
                  <Text fontSize="sm" fontWeight="medium">
                    {t('fields.remark')}
                  </Text>
                  <Text fontSize="sm" whiteSpace="pre-wrap" data-testid="accessory-details-remark">
                    {r.remark}
                  </Text>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {hasPermission(PERMISSIONS.accessory.edit) && (
                <Button variant="outline" data-testid="accessory-details-edit" onClick={() => onEdit(r)}>
                  <LuPencil /> {t('common:actions.edit')}
                </Button>
              )}
              <Button data-testid="accessory-details-close" onClick={onClose}>
                {t('form.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('form.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
