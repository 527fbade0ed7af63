import { Alert, Badge, Box, Button, HStack, Spinner, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { IotMessageRecord, IotMessageValue } from '@aed/shared/schemas/iot-data';
import { formatDateTime } from '../../../lib/format';
import { LIGHT_TOKEN } from './iot-colours';

/**
 * The messages of the range, newest first. A plain Chakra table rather than the lists' ListTable: that one brings the
 * row-selection and actions machinery, and a screen importing it without the rest of a list screen's modules splits
 * shared chunks so that the first screen's preload map grows past its budget (decision 0049, e2e 42).
 */
export function MessageTable({ rows, loading, busy }: { rows: readonly IotMessageRecord[]; loading: boolean; busy: boolean }) {
  const { t } = useTranslation('iotData');
  const columns = [t('table.received'), t('table.values'), t('table.events'), t('table.battery'), t('table.selfTest'), t('table.door'), t('table.gps')];
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" aria-busy={busy} data-testid="iotdata-table">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center">
                <Spinner size="sm" />
              </Table.Cell>
            </Table.Row>
          ) : rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center" color="fg.muted" data-testid="iotdata-empty">
                {t('table.empty')}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row key={`${row.receivedAt}#${row.msgId}`} data-testid={`iotdata-row-${row.msgId}`}>
                <Table.Cell whiteSpace="nowrap">
                  <Stack gap="0">
                    <Text>{formatDateTime(row.receivedAt)}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {t('table.deviceTime', { time: formatDateTime(row.deviceTime) })}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <Wrap gap="1">
                    {row.values.map((v) => (
                      <ValueBadge key={v.code} value={v} testId={`iotdata-value-${row.msgId}-${v.code}`} />
                    ))}
                  </Wrap>
                </Table.Cell>
                <Table.Cell>{row.events.map((e) => t(`event.${e}`)).join(', ') || '—'}</Table.Cell>
                <Table.Cell>{row.batteryVoltage === undefined ? '—' : `${row.batteryVoltage} V`}</Table.Cell>
                <Table.Cell>{row.selfTest ? t(`selfTest.${row.selfTest}`) : '—'}</Table.Cell>
                <Table.Cell>{row.door ? t(`door.${row.door}`) : '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{row.gps ? `${row.gps.lat.toFixed(5)}, ${row.gps.lng.toFixed(5)}` : '—'}</Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** A value as sent (a set's numbers, a group's names), marked with the colour it was lit. */
function ValueBadge({ value, testId }: { value: IotMessageValue; testId: string }) {
  const { t } = useTranslation('iotData');
  const text = typeof value.value === 'number' ? String(value.value) : Array.isArray(value.value) ? value.value.join(', ') : Object.entries(value.value).map(([k, v]) => `${k}: ${v}`).join(', ');
  return (
    <HStack gap="1" borderWidth="1px" borderRadius="sm" px="1.5" data-testid={testId} data-colour={value.colour} title={value.colour ? t(`colour.${value.colour}`) : t('colour.none')}>
      <Box width="2" height="2" borderRadius="full" bg={value.colour ? LIGHT_TOKEN[value.colour] : 'transparent'} borderWidth={value.colour ? 0 : '1px'} />
      <Text as="span" fontSize="xs" fontWeight="medium">
        {value.itemName || value.code}
      </Text>
      <Text as="span" fontSize="xs">
        {text}
      </Text>
      {value.colour && (
        <Badge size="xs" colorPalette={value.colour} variant="subtle">
          {t(`colour.${value.colour}`)}
        </Badge>
      )}
    </HStack>
  );
}

/** A read that failed, with a retry. */
export function LoadError({ message, testId, onRetry }: { message: string; testId: string; onRetry: () => void }) {
  const { t } = useTranslation('iotData');
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <Button size="xs" variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert.Root>
  );
}
