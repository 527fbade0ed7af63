import type { ReactNode } from 'react';
import { Badge, CloseButton, DataList, Drawer, HStack, Heading, Portal, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { RunningStatusDetail } from '@aed/shared/schemas/running-status';
import { AppLink } from '../../../components/ui/app-link';
import { usePermission } from '../../../lib/permission';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useRunningStatusInfo } from '../api/running-status-api';
import { ReasonList, RunningStatusBadge } from './status-labels';

/** Badge colours of the light colours (values, alarms) and of the staleness light ('' = reporting on time). */
const LIGHT_PALETTE: Record<string, string> = { red: 'red', yellow: 'yellow', green: 'green', pink: 'pink', purple: 'purple', '': 'green' };

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="2" data-testid={testId}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * One device's running status (decision 0048): why it has it (the reasons), each monitoring item's value with the
 * rule that lit it, the device's state and events, its open alarms and unsolved alarm orders. A device the caller may
 * not see answers as a missing one: the error is shown in the drawer.
 */
export function RunningStatusDrawer({ deviceId, onClose }: { deviceId: number; onClose: () => void }) {
  const { t } = useTranslation('status');
  const info = useRunningStatusInfo(deviceId);
  const d = info.data;
  return (
    <Drawer.Root open onOpenChange={(e) => !e.open && onClose()} placement="end" size="lg">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="status-drawer">
            <Drawer.Header>
              <Drawer.Title>
                {d ? (
                  <HStack gap="3" wrap="wrap">
                    <Text fontFamily="mono" data-testid="status-drawer-serial">
                      {d.serialNumber}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {d.equipmentName} · {d.deptName}
                    </Text>
                    {d.status ? <RunningStatusBadge status={d.status} testId="status-drawer-status" /> : <Badge data-testid="status-drawer-status">{t('detail.notComputed')}</Badge>}
                    <IotDataLink deviceId={deviceId} />
                  </HStack>
                ) : (
                  t('detail.title')
                )}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {info.isError ? (
                <Text color="fg.error" data-testid="status-drawer-error">
                  {errorMessage(t, info.error)}
                </Text>
              ) : !d ? (
                <HStack justify="center" py="8" gap="3">
                  <Spinner /> {t('detail.loading')}
                </HStack>
              ) : (
                <DetailBody d={d} />
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t('detail.close')} data-testid="status-drawer-close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The IoT data screen on this device (its last 24 hours; decision 0049), for those who see that screen. */
function IotDataLink({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('status');
  const { hasPermission } = usePermission();
  if (!hasPermission(PERMISSIONS.iotData.list)) return null;
  return (
    <AppLink href={`/monitoring/iotdata?deviceId=${deviceId}`} data-testid="status-drawer-iotdata" title={t('detail.iotDataLink')}>
      <Text as="span" fontSize="sm" color="colorPalette.fg" colorPalette="blue" textDecoration="underline">
        {t('detail.iotData')}
      </Text>
    </AppLink>
  );
}

/** An alarm order's number, opening the alarm orders searched by it for those who see work orders. */
function OrderNo({ orderNo, testId }: { orderNo: string; testId: string }) {
  const { t } = useTranslation('status');
  const { hasPermission } = usePermission();
  if (!hasPermission(PERMISSIONS.workOrder.list)) return <Text fontFamily="mono">{orderNo}</Text>;
  return (
    <AppLink href={`/workorder/alarm?keyword=${encodeURIComponent(orderNo)}`} data-testid={testId} title={t('detail.orderLink')}>
      <Text as="span" fontFamily="mono" color="colorPalette.fg" colorPalette="blue" textDecoration="underline">
        {orderNo}
      </Text>
    </AppLink>
  );
}

function DetailBody({ d }: { d: RunningStatusDetail }) {
  const { t } = useTranslation('status');
  const when = (at: string) => (at ? formatDateTime(at) : '—');
  const limit = (n: number | null) => (n === null ? '—' : String(n));
  const s = d.state;
  const facts: [string, ReactNode][] = [
    [t('detail.lastReport'), when(s.lastReceivedAt)],
    [t('detail.deviceTime'), when(s.lastDeviceTime)],
    [
      t('detail.reporting'),
      <Badge key="stale" colorPalette={LIGHT_PALETTE[s.staleColour]} data-testid="status-drawer-stale">
        {t(`stale.${s.staleColour || 'onTime'}`)}
      </Badge>,
    ],
    [t('detail.battery'), s.batteryVoltage === null ? '—' : t('detail.volts', { value: s.batteryVoltage })],
    [t('detail.selfTest'), s.selfTest ? t(`selfTest.${s.selfTest}`) : '—'],
    [t('detail.door'), s.door ? t(`door.${s.door}`) : '—'],
    [t('detail.gps'), s.lat === null || s.lng === null ? '—' : `${s.lat}, ${s.lng}`],
    ...(s.problem ? ([[t('detail.problem'), t(`problem.${s.problem}`)]] as [string, ReactNode][]) : []),
  ];
  return (
    <Stack gap="6">
      <Section title={t('detail.reasons')} testId="status-drawer-reasons">
        <ReasonList reasons={d.reasons} />
      </Section>

      <Section title={t('detail.state')} testId="status-drawer-state">
        <DataList.Root orientation="horizontal" size="sm">
          {facts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Section>

      <Section title={t('detail.events')} testId="status-drawer-events">
        {s.events.length ? (
          <HStack gap="1" wrap="wrap">
            {s.events.map((e) => (
              <Badge key={e} colorPalette={e === 'normal' ? 'green' : 'orange'} variant="subtle">
                {t(`event.${e}`)}
              </Badge>
            ))}
          </HStack>
        ) : (
          <Text color="fg.muted">{t('detail.noEvents')}</Text>
        )}
      </Section>

      <Section title={t('detail.items')} testId="status-drawer-items">
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {[t('item.item'), t('item.value'), t('item.colour'), t('item.rule'), t('item.deviceTime')].map((h) => (
                  <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {d.items.map((i) => (
                <Table.Row key={i.itemId} data-testid={`status-item-${i.itemId}`}>
                  <Table.Cell>
                    <Text>{i.itemCode}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {i.itemName}
                    </Text>
                  </Table.Cell>
                  <Table.Cell fontFamily="mono">{i.value || t('item.noValue')}</Table.Cell>
                  <Table.Cell>
                    {i.colour ? (
                      <Badge colorPalette={LIGHT_PALETTE[i.colour]} variant="solid">
                        {t(`colour.${i.colour}`)}
                      </Badge>
                    ) : i.problem ? (
                      t(`itemProblem.${i.problem}`)
                    ) : (
                      '—'
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Text>{i.ruleCode || '—'}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {i.ruleName}
                    </Text>
                    {/* the limits under the rule that has them: two columns of their own made the table wider than the drawer */}
                    {i.ruleCode ? (
                      <Text fontSize="xs" color="fg.muted" data-testid="status-item-limits">
                        {t('item.lower')} {limit(i.lowerLimit)} · {t('item.upper')} {limit(i.upperLimit)}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{when(i.deviceTime)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Section>

      <Section title={t('detail.alarms')} testId="status-drawer-alarms">
        {d.alarms.length ? (
          <Stack gap="1">
            {d.alarms.map((a) => (
              <HStack key={a.alarmId} gap="2" wrap="wrap" data-testid={`status-alarm-${a.alarmId}`}>
                <Badge colorPalette={LIGHT_PALETTE[a.severity]} variant="solid">
                  {t(`colour.${a.severity}`)}
                </Badge>
                <Text>{a.itemCode}</Text>
                <Text color="fg.muted">{t(`alarmState.${a.state}`)}</Text>
                <Text fontFamily="mono">{a.lastValue}</Text>
                <Text color="fg.muted">{when(a.lastAt)}</Text>
                {a.orderNo && (
                  <HStack gap="1">
                    <Text>{t('detail.order')}</Text>
                    <OrderNo orderNo={a.orderNo} testId={`status-alarm-order-${a.alarmId}`} />
                  </HStack>
                )}
              </HStack>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">{t('detail.noAlarms')}</Text>
        )}
      </Section>

      <Section title={t('detail.orders')} testId="status-drawer-orders">
        {d.orders.length ? (
          <Stack gap="1">
            {d.orders.map((o) => (
              <HStack key={o.orderId} gap="2" data-testid={`status-order-${o.orderId}`}>
                <OrderNo orderNo={o.orderNo} testId={`status-order-link-${o.orderId}`} />
                <Text color="fg.muted">{t(`orderState.${o.state === '0' ? 'toDispatch' : 'toHandle'}`)}</Text>
                <Text color="fg.muted">{when(o.createTime)}</Text>
              </HStack>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">{t('detail.noOrders')}</Text>
        )}
      </Section>
    </Stack>
  );
}
