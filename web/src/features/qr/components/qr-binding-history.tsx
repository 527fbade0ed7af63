import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { QrBindingRow } from '@aed/shared/schemas/qr';
import { formatDateTime } from '../../../lib/format';

/** A code's binding history (time, old device -> new device by serial number, who), newest first: the device tab and the QR screen. */
export function QrBindingHistory({ rows, testId, rowTestId }: { rows: readonly QrBindingRow[]; testId?: string; rowTestId?: string }) {
  const { t } = useTranslation('qr');
  // A device by its serial number; one since deleted (no serial in the answer) by its number.
  const deviceText = (id: number, serial: string) => (id ? serial || `#${id}` : t('generate.none'));
  return (
    <Table.Root size="sm" data-testid={testId}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('generate.time')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('generate.device')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('generate.by')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.time + row.newDeviceId} data-testid={rowTestId}>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(row.time)}</Table.Cell>
            <Table.Cell>
              {deviceText(row.oldDeviceId, row.oldSerialNumber)} → {deviceText(row.newDeviceId, row.newSerialNumber)}
            </Table.Cell>
            <Table.Cell>{row.by}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
