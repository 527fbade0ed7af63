import type { ReactNode } from 'react';
import { Badge, Button, CloseButton, DataList, Dialog, Portal, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RelocationRecord, SaleRecord, SaleValidity } from '@aed/shared/schemas/sale';
import { TableFrame } from '../../../components/list/table-frame';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useDeviceRelocations, useDeviceSales } from '../api/get-device-sales';
import { getSaleFileUrl } from '../api/get-sale-file-url';
import { notifyError } from '../../../components/ui/toaster';

export const VALIDITY_PALETTE: Record<SaleValidity, string> = { '0': 'green', '1': 'gray', '2': 'orange' };

export function ValidityBadge({ validity, testId }: { validity: SaleValidity; testId?: string }) {
  const { t } = useTranslation('sale');
  return (
    <Badge colorPalette={VALIDITY_PALETTE[validity]} variant="subtle" data-testid={testId}>
      {t(`validity.${validity}`)}
    </Badge>
  );
}

const dash = (v: string | number | null | undefined) => (v === '' || v === null || v === undefined ? '—' : String(v));

/** Everything a sale record holds, read-only. */
export function SaleDetailsDialog({ sale, onClose }: { sale: SaleRecord; onClose: () => void }) {
  const { t } = useTranslation('sale');
  const item = (key: string, label: string, value: ReactNode) => (
    <DataList.Item key={key}>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={`sale-details-${key}`}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
  const place = sale.location;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="sale-details">
            <Dialog.Header>
              <Dialog.Title>{t('details.title', { serial: sale.serialNumber })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <DataList.Root orientation="horizontal" size="sm">
                  {item('device', t('fields.device'), `${sale.serialNumber} · ${sale.equipmentName}`)}
                  {item('seller', t('fields.seller'), sale.sellerDeptName)}
                  {item('buyer', t('fields.buyer'), sale.buyerDeptName)}
                  {item('sellType', t('fields.sellType'), t(`sellType.${sale.sellType}`))}
                  {item('action', t('fields.action'), t(`action.${sale.action}`))}
                  {item('validity', t('fields.validity'), <ValidityBadge validity={sale.validity} />)}
                  {item('period', t('fields.period'), `${sale.startDate} → ${dash(sale.endDate)}`)}
                  {item('rentDueDate', t('fields.rentDueDate'), dash(sale.rentDueDate))}
                  {item('installer', t('fields.installer'), dash(sale.installer))}
                  {item('handlers', t('fields.handlers'), sale.handlers.map((h) => h.name).join(', '))}
                  {item('licenceActivated', t('fields.licenceActivated'), sale.licenceActivated ? t('details.yes') : t('details.no'))}
                </DataList.Root>
                <DataList.Root orientation="horizontal" size="sm">
                  {item('customerCompany', t('fields.customerCompany'), dash(sale.customerCompany))}
                  {item('contact', t('fields.contactName'), [sale.contactName, sale.jobTitle, sale.contactPhone, sale.contactEmail].filter(Boolean).join(' · ') || '—')}
                  {item('place', t('fields.address'), [place.regionName, place.address].filter(Boolean).join(' ') || '—')}
                  {item('locationDesc', t('fields.locationDesc'), dash(place.locationDesc))}
                  {item('gps', t('fields.gps'), place.latitude === null ? '—' : `${place.latitude}, ${place.longitude}`)}
                  {item('warrantyDate', t('fields.warrantyDate'), dash(sale.warrantyDate))}
                  {item('nextMaintenanceDate', t('fields.nextMaintenanceDate'), dash(sale.nextMaintenanceDate))}
                  {item('reportRecipients', t('fields.reportRecipients'), sale.reportRecipients.join(', ') || '—')}
                  {item('created', t('fields.createTime'), `${formatDateTime(sale.createTime)} · ${sale.createBy}`)}
                  {sale.voidTime && item('voided', t('fields.voidTime'), `${formatDateTime(sale.voidTime)} · ${sale.voidBy}`)}
                </DataList.Root>
              </SimpleGrid>
              <Stack gap="1" mt="4">
                <Text fontWeight="semibold">{t('fields.notifyPersons')}</Text>
                {sale.notifyPersons.map((p, i) => (
                  <Text key={i} fontSize="sm" data-testid={`sale-details-person-${i}`}>
                    {[p.name, p.phone, p.email].join(' · ')}
                  </Text>
                ))}
                {sale.trainings.length > 0 && <Text fontWeight="semibold">{t('fields.trainings')}</Text>}
                {sale.trainings.map((x, i) => (
                  <Text key={i} fontSize="sm">
                    {[x.date, x.trainer, x.contact, x.location].filter(Boolean).join(' · ')}
                  </Text>
                ))}
                {sale.remark && <Text fontSize="sm" color="fg.muted">{sale.remark}</Text>}
                {sale.files.length > 0 && <Text fontWeight="semibold">{t('files.title')}</Text>}
                {sale.files.map((f) => (
                  <Button
                    key={f.uploadId}
                    size="xs"
                    variant="outline"
                    alignSelf="flex-start"
                    data-testid={`sale-details-file-${f.uploadId}`}
                    aria-label={t('files.download', { name: f.fileName })}
                    onClick={async () => {
                      try {
                        window.open((await getSaleFileUrl(sale.saleId, f.uploadId)).url, '_blank', 'noopener');
                      } catch (err) {
                        notifyError(errorMessage(t, err));
                      }
                    }}
                  >
                    {`${t(`files.${f.slot}`)} · ${f.fileName}`}
                  </Button>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('details.close')} data-testid="sale-details-close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The device details' "Sales history" tab: the device's sale records the caller sees, newest first. */
export function DeviceSalesTab({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('sale');
  const sales = useDeviceSales(deviceId);
  const rows = sales.data ?? [];
  if (sales.isError) return <Text color="fg.error">{errorMessage(t, sales.error)}</Text>;
  return (
    <TableFrame size="sm" data-testid="device-sales-table">
      <Table.Header>
        <Table.Row>
          {[t('fields.buyer'), t('fields.seller'), t('fields.sellType'), t('fields.action'), t('fields.period'), t('fields.rentDueDate'), t('fields.validity')].map((c) => (
            <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 && !sales.isPending ? (
          <Table.Row>
            <Table.Cell colSpan={7}>
              <Text color="fg.muted" textAlign="center" py="4" data-testid="device-sales-empty">
                {t('history.empty')}
              </Text>
            </Table.Cell>
          </Table.Row>
        ) : (
          rows.map((s) => (
            <Table.Row key={s.saleId} data-testid={`device-sale-${s.saleId}`}>
              <Table.Cell>{s.buyerDeptName}</Table.Cell>
              <Table.Cell>{s.sellerDeptName}</Table.Cell>
              <Table.Cell>{t(`sellType.${s.sellType}`)}</Table.Cell>
              <Table.Cell>{t(`action.${s.action}`)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{`${s.startDate} → ${dash(s.endDate)}`}</Table.Cell>
              <Table.Cell>{dash(s.rentDueDate)}</Table.Cell>
              <Table.Cell>
                <ValidityBadge validity={s.validity} />
              </Table.Cell>
            </Table.Row>
          ))
        )}
      </Table.Body>
    </TableFrame>
  );
}

const placeText = (p: RelocationRecord['from']) => [p.regionName, p.address, p.locationDesc].filter(Boolean).join(' · ') || '—';

/** The device details' "Location change records" tab: each move, newest first. */
export function DeviceRelocationsTab({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('sale');
  const moves = useDeviceRelocations(deviceId);
  const rows = moves.data ?? [];
  if (moves.isError) return <Text color="fg.error">{errorMessage(t, moves.error)}</Text>;
  return (
    <TableFrame size="sm" data-testid="device-relocations-table">
      <Table.Header>
        <Table.Row>
          {[t('relocate.from'), t('relocate.to'), t('fields.remark'), t('relocate.operator'), t('relocate.time')].map((c) => (
            <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 && !moves.isPending ? (
          <Table.Row>
            <Table.Cell colSpan={5}>
              <Text color="fg.muted" textAlign="center" py="4" data-testid="device-relocations-empty">
                {t('relocate.empty')}
              </Text>
            </Table.Cell>
          </Table.Row>
        ) : (
          rows.map((m) => (
            <Table.Row key={m.relocationId} data-testid={`device-relocation-${m.relocationId}`}>
              <Table.Cell>{placeText(m.from)}</Table.Cell>
              <Table.Cell>{placeText(m.to)}</Table.Cell>
              <Table.Cell>{dash(m.remark)}</Table.Cell>
              <Table.Cell>{m.operator}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(m.time)}</Table.Cell>
            </Table.Row>
          ))
        )}
      </Table.Body>
    </TableFrame>
  );
}
