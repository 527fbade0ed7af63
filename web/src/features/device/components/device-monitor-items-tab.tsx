import { Badge, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DeviceDetails } from '@aed/shared/schemas/device';

/** The monitoring item presets given to the device. */
export function DeviceMonitorItemsTab({ device }: { device: DeviceDetails }) {
  const { t } = useTranslation('device');
  if (device.monitorItems.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center" data-testid="device-monitor-items-empty">
        {t('details.noMonitorItems')}
      </Text>
    );
  }
  return (
    <Table.Root size="sm" striped data-testid="device-monitor-items">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('details.itemCode')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('details.itemName')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('details.itemType')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('fields.status')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {device.monitorItems.map((i) => (
          <Table.Row key={i.itemId} data-testid={`device-monitor-item-${i.itemCode}`}>
            <Table.Cell fontFamily="mono">{i.itemCode}</Table.Cell>
            <Table.Cell>{i.itemName}</Table.Cell>
            <Table.Cell>{t(`itemType.${i.itemType}`, { defaultValue: i.itemType })}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={i.status === '0' ? 'green' : 'gray'}>{t(`status.${i.status}`)}</Badge>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
