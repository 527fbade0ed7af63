import { Spinner, Table, Text, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DeviceDetails, DeviceHistoryRow } from '@aed/shared/schemas/device';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { movementRemark } from '../../../lib/movement-remark';
import { useDeviceHistory } from '../api/get-device-history';
import { SaleStatusBadge } from './sale-status-badge';

/**
 * The device's stock movements (created, transfers between organizations, sale status changes), shown as its sales
 * history and its location change records until the sales module adds its sale records (docs/decisions/0018).
 */
function HistoryTable({ device, kind }: { device: DeviceDetails; kind: 'sales' | 'location' }) {
  const { t } = useTranslation('device');
  const history = useDeviceHistory(device.deviceId);
  if (history.isPending) {
    return (
      <HStack justify="center" py="6">
        <Spinner />
      </HStack>
    );
  }
  if (history.isError) return <Text color="fg.error">{errorMessage(t, history.error)}</Text>;
  const rows = history.data.filter((r) => (kind === 'sales' ? r.kind === 'create' || r.fromSaleStatus !== r.toSaleStatus : r.kind === 'create' || r.kind === 'transfer'));
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center" data-testid={`device-${kind}-empty`}>
        {t(kind === 'sales' ? 'details.noSales' : 'details.noLocation')}
      </Text>
    );
  }
  const dept = (id: number, name: string) => (id === 0 ? '—' : name || t('details.otherOrganization'));
  return (
    <Table.Root size="sm" striped data-testid={`device-${kind}-history`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('details.time')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('details.event')}</Table.ColumnHeader>
          {kind === 'sales' ? (
            <>
              <Table.ColumnHeader>{t('details.fromSaleStatus')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('details.toSaleStatus')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.deptName')}</Table.ColumnHeader>
            </>
          ) : (
            <>
              <Table.ColumnHeader>{t('details.fromDept')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('details.toDept')}</Table.ColumnHeader>
            </>
          )}
          <Table.ColumnHeader>{t('details.operator')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('fields.remark')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r: DeviceHistoryRow) => (
          <Table.Row key={r.movementId} data-testid={`device-${kind}-row`}>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(r.time)}</Table.Cell>
            <Table.Cell>{t(`movement.${r.kind}`)}</Table.Cell>
            {kind === 'sales' ? (
              <>
                <Table.Cell>{r.fromSaleStatus ? <SaleStatusBadge status={r.fromSaleStatus} /> : '—'}</Table.Cell>
                <Table.Cell>
                  <SaleStatusBadge status={r.toSaleStatus} />
                </Table.Cell>
                <Table.Cell>{dept(r.toDeptId, r.toDeptName)}</Table.Cell>
              </>
            ) : (
              <>
                <Table.Cell>{dept(r.fromDeptId, r.fromDeptName)}</Table.Cell>
                <Table.Cell>{dept(r.toDeptId, r.toDeptName)}</Table.Cell>
              </>
            )}
            <Table.Cell>{r.operator}</Table.Cell>
            <Table.Cell>{movementRemark(t, r.remark) || '—'}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export const DeviceSalesTab = ({ device }: { device: DeviceDetails }) => <HistoryTable device={device} kind="sales" />;
export const DeviceLocationTab = ({ device }: { device: DeviceDetails }) => <HistoryTable device={device} kind="location" />;
