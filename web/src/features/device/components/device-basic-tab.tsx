import type { ReactNode } from 'react';
import { DataList, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DeviceDetails } from '@aed/shared/schemas/device';
import { formatDateTime } from '../../../lib/format';

/** Basic information: identity, model, ownership, dates, shock ranges, battery and charge time. */
export function DeviceBasicTab({ device: d }: { device: DeviceDetails }) {
  const { t } = useTranslation('device');
  const dash = (v: string | number | null | undefined) => (v === '' || v === null || v === undefined ? '—' : String(v));
  const item = (key: string, label: string, value: ReactNode) => (
    <DataList.Item key={key}>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={`device-basic-${key}`}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
  const shock = (s: DeviceDetails['adultShock']) => t('details.shockValue', { lower: s.lower, upper: s.upper, expected: s.expected, deviation: s.deviation });
  return (
    <Stack gap="4" pt="2" data-testid="device-basic">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <DataList.Root orientation="horizontal" size="sm">
          {item('equipmentCode', t('fields.equipmentCode'), d.equipmentCode)}
          {item('equipmentName', t('fields.equipmentName'), d.equipmentName)}
          {item('serialNumber', t('fields.serialNumber'), d.serialNumber)}
          {item('iotCode', t('fields.iotCode'), dash(d.iotCode))}
          {item('typeName', t('fields.typeName'), d.typeName)}
          {item('model', t('fields.model'), `${d.modelName} (${d.modelCode})`)}
          {item('brand', t('fields.brand'), d.brand)}
          {item('manufacturer', t('fields.manufacturer'), d.manufacturer)}
          {item('workingPrinciple', t('fields.workingPrinciple'), d.workingPrinciple ? t(`principle.${d.workingPrinciple}`) : '—')}
          {item('deptName', t('fields.deptName'), d.deptName)}
          {item('agentName', t('fields.agentName'), dash(d.agentName))}
        </DataList.Root>
        <DataList.Root orientation="horizontal" size="sm">
          {item('productionDate', t('fields.productionDate'), d.productionDate)}
          {item('purchaseDate', t('fields.purchaseDate'), dash(d.purchaseDate))}
          {item('outboundDate', t('fields.outboundDate'), dash(d.outboundDate))}
          {item('warrantyDate', t('fields.warrantyDate'), d.warrantyDate)}
          {item('reservedInstallDate', t('fields.reservedInstallDate'), d.reservedInstallDate)}
          {item('buyoutTime', t('fields.buyoutTime'), d.buyoutTime ? formatDateTime(d.buyoutTime) : '—')}
          {item('adultShock', t('form.adultShock'), shock(d.adultShock))}
          {item('childShock', t('form.childShock'), shock(d.childShock))}
          {item('batteryVoltages', t('fields.batteryVoltages'), d.batteryVoltages.map((v) => `${v} V`).join(' / '))}
          {item('chargeTimeSeconds', t('fields.chargeTimeSeconds'), d.chargeTimeSeconds === null ? '—' : t('details.seconds', { count: d.chargeTimeSeconds }))}
          {item('createTime', t('fields.createTime'), `${formatDateTime(d.createTime)} · ${d.createBy}`)}
        </DataList.Root>
      </SimpleGrid>
      {d.remark && (
        <Text fontSize="sm" whiteSpace="pre-wrap" data-testid="device-basic-remark">
          {d.remark}
        </Text>
      )}
    </Stack>
  );
}
