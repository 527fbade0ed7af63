import { lazy, Suspense, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, ButtonGroup, Card, Field, HStack, Input, NativeSelect, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { IOT_DATA_RETENTION_DAYS, iotDataRange, iotRangeProblem, type IotDeviceOption, type IotMessagePageQuery, type IotSeriesQuery } from '@aed/shared/schemas/iot-data';
import { textParam, useListParams, type ParamsPatch } from '../../../components/list/list-params';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { useDebouncedValue } from '../../../components/form/use-debounced-value';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { iotDeviceKey, useIotDevice, useIotDevices, useIotMessages, useIotSeries } from '../api/iot-data-api';
import { LINE_TOKENS } from './iot-colours';
import { LoadError, MessageTable } from './iot-message-table';

const IotDataChart = lazy(() => import('./iot-data-chart'));

const PRESETS = { '1h': 3_600_000, '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 } as const;
type Preset = keyof typeof PRESETS;
type Range = { from: string; to: string };
const DEFAULT_PRESET: Preset = '24h';
const isPreset = (text: string | undefined): text is Preset => !!text && Object.hasOwn(PRESETS, text);

/** A preset's range ending at `now` (to the next minute, so a message of this minute is in). */
function presetRange(preset: Preset, now: number): Range {
  const to = Math.ceil((now + 1) / 60_000) * 60_000;
  return { from: new Date(to - PRESETS[preset]).toISOString(), to: new Date(to).toISOString() };
}
/** `datetime-local` (the browser's time) <-> ISO. */
const fromLocal = (value: string) => (value ? new Date(value).toISOString() : '');
const toLocal = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** A device id from the URL: a whole number from 1, else none. */
function deviceParam(value: unknown): number | null {
  const text = textParam(value);
  return text && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
}
/** An instant from the URL as the server takes it (ISO with offset), else undefined. */
function instantParam(value: unknown): string | undefined {
  const text = textParam(value);
  return text && iotDataRange.shape.from.safeParse(text).success ? text : undefined;
}

/**
 * The screen's choices in the URL (decision 0039 via list-params, decision 0049): `deviceId`, `range` (a preset, or
 * `custom` with `from` and `to` as ISO instants), and the table's `page`/`limit` (useCursorPaging). A value that is not
 * one of these (a word for a device, an unknown preset, a custom range missing or unreadable bounds) is ignored and its
 * default applies: no device, the last 24 hours.
 */
function useIotDataParams() {
  const params = useListParams();
  const deviceId = deviceParam(params.read('deviceId'));
  const rangeText = textParam(params.read('range'));
  const from = instantParam(params.read('from'));
  const to = instantParam(params.read('to'));
  const custom = rangeText === 'custom' && from && to ? { from, to } : null;
  const preset: Preset | 'custom' = custom ? 'custom' : isPreset(rangeText) ? rangeText : DEFAULT_PRESET;
  // every choice shows the table from its first page, in the same history entry
  const write = (patch: ParamsPatch) => params.write({ ...patch, page: undefined });
  return { deviceId, preset, custom, write };
}

/**
 * Device monitoring > IoT data (menu component 'monitoring/iotdata/index', decision 0049): pick a device of the scope by
 * serial number and a range (1 h, 24 h, 7 days, 30 days or custom; the server checks it the same way), then the chart
 * of its monitoring values and its messages, newest first, by pages. The choices are in the URL: a link opens the
 * screen on them, Back restores the ones before.
 */
export default function IotDataPage() {
  const { t } = useTranslation('iotData');
  const queryClient = useQueryClient();
  const choice = useIotDataParams();
  const { deviceId, preset } = choice;
  const customFrom = choice.custom?.from;
  const customTo = choice.custom?.to;
  // A preset ends at `now`: the screen's opening, the last pick of a preset, or a refresh (Back to a preset keeps the
  // range it had, so its pages seen are found again).
  const [now, setNow] = useState(() => Date.now());
  const presetNow = useMemo(() => (preset === 'custom' ? null : presetRange(preset, now)), [preset, now]);
  // A custom range from the URL gets the form's check (a link can be reversed, too long, or older than the retention).
  const customProblem = useMemo(() => (customFrom && customTo ? iotRangeProblem(customFrom, customTo, now) : null), [customFrom, customTo, now]);
  const range = useMemo<Range | null>(() => presetNow ?? (customFrom && customTo && !customProblem ? { from: customFrom, to: customTo } : null), [presetNow, customFrom, customTo, customProblem]);

  // The custom fields (typed, applied with Apply) follow the URL's range when it changes (a link, Back).
  const shownKey = `${customFrom ?? ''}|${customTo ?? ''}|${range?.from ?? ''}`;
  const [fieldsFor, setFieldsFor] = useState('');
  const [custom, setCustom] = useState<{ from: string; to: string }>({ from: '', to: '' });
  const [customError, setCustomError] = useState('');
  if (fieldsFor !== shownKey) {
    const bounds = customFrom && customTo ? { from: customFrom, to: customTo } : range;
    setFieldsFor(shownKey);
    setCustom(bounds ? { from: toLocal(bounds.from), to: toLocal(bounds.to) } : { from: '', to: '' });
    setCustomError('');
  }
  const rangeError = customError || (customProblem ? t(`errors:iotData.${customProblem}`, { days: IOT_DATA_RETENTION_DAYS }) : '');

  // The device the URL names: the one picked here (seeded below), or looked up once by id (a link).
  const lookup = useIotDevice(deviceId);
  const device = lookup.data ?? null;
  const deviceMissing = deviceId !== null && lookup.isSuccess && !device;
  const pickDevice = (option: IotDeviceOption | null) => {
    if (option) queryClient.setQueryData(iotDeviceKey(option.deviceId), [option]);
    choice.write({ deviceId: option?.deviceId });
  };

  const paging = useCursorPaging({ pageSize: 20, scope: range });
  const seriesQuery = useMemo<IotSeriesQuery | null>(() => (device && range ? { deviceId: device.deviceId, ...range } : null), [device, range]);
  const pageQuery = useMemo<IotMessagePageQuery | null>(() => (seriesQuery ? { ...seriesQuery, limit: paging.limit, cursor: paging.cursor } : null), [seriesQuery, paging.limit, paging.cursor]);
  const chart = useIotSeries(seriesQuery);
  const list = useIotMessages(pageQuery);

  const pickPreset = (p: Preset) => {
    setCustomError('');
    setNow(Date.now());
    choice.write({ range: p === DEFAULT_PRESET ? undefined : p, from: undefined, to: undefined });
  };
  // Custom starts from the range shown; Apply then replaces it.
  const pickCustom = () => {
    if (preset === 'custom' || !range) return;
    choice.write({ range: 'custom', from: range.from, to: range.to });
  };
  const applyCustom = () => {
    const next = { from: fromLocal(custom.from), to: fromLocal(custom.to) };
    const at = Date.now();
    const problem = next.from && next.to ? iotRangeProblem(next.from, next.to, at) : 'rangeOrder';
    if (problem) {
      setCustomError(t(`errors:iotData.${problem}`, { days: IOT_DATA_RETENTION_DAYS }));
      return;
    }
    setCustomError('');
    // the URL's range is checked against the same moment (the retention limit moves)
    setNow(at);
    choice.write({ range: 'custom', ...next });
  };
  const refresh = () => {
    if (preset !== 'custom') setNow(Date.now());
    else void Promise.all([chart.refetch(), list.refetch()]);
  };

  return (
    <Stack gap="4" data-testid="iotdata-page">
      <Card.Root size="sm">
        <Card.Body>
          <Stack gap="3">
            <DevicePicker selected={device} onChange={pickDevice} />
            <Field.Root invalid={!!rangeError}>
              <Field.Label>{t('range.label')}</Field.Label>
              <Wrap gap="2" align="center">
                <ButtonGroup size="sm" variant="outline" attached>
                  {(Object.keys(PRESETS) as Preset[]).map((p) => (
                    <Button key={p} data-testid={`iotdata-range-${p}`} aria-pressed={preset === p} variant={preset === p ? 'solid' : 'outline'} onClick={() => pickPreset(p)}>
                      {t(`range.${p}`)}
                    </Button>
                  ))}
                  <Button data-testid="iotdata-range-custom" aria-pressed={preset === 'custom'} variant={preset === 'custom' ? 'solid' : 'outline'} onClick={pickCustom}>
                    {t('range.custom')}
                  </Button>
                </ButtonGroup>
                {preset === 'custom' && (
                  <HStack gap="2">
                    <Input size="sm" type="datetime-local" width="auto" aria-label={t('range.from')} data-testid="iotdata-from" value={custom.from} onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))} />
                    <Text as="span">–</Text>
                    <Input size="sm" type="datetime-local" width="auto" aria-label={t('range.to')} data-testid="iotdata-to" value={custom.to} onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))} />
                    <Button size="sm" data-testid="iotdata-apply" onClick={applyCustom}>
                      {t('range.apply')}
                    </Button>
                  </HStack>
                )}
                <Button size="sm" variant="ghost" data-testid="iotdata-refresh" disabled={!device || !range} onClick={refresh}>
                  {t('range.refresh')}
                </Button>
              </Wrap>
              {range && <Field.HelperText data-testid="iotdata-range-shown">{t('range.shown', { from: formatDateTime(range.from), to: formatDateTime(range.to) })}</Field.HelperText>}
              <Field.ErrorText data-testid="iotdata-range-error">{rangeError}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </Card.Body>
      </Card.Root>

      {deviceMissing ? (
        <Text color="fg.error" data-testid="iotdata-device-missing">
          {translateErrorCode(t, 'device.notFound')}
        </Text>
      ) : deviceId === null ? (
        <Text color="fg.muted" data-testid="iotdata-no-device">
          {t('pickDevice')}
        </Text>
      ) : lookup.isError ? (
        <LoadError testId="iotdata-device-error" message={errorMessage(t, lookup.error)} onRetry={() => void lookup.refetch()} />
      ) : !device ? (
        <Spinner size="sm" />
      ) : !range ? null : (
        <>
          <Card.Root size="sm" data-testid="iotdata-chart">
            <Card.Header>
              <Card.Title>{t('chart.title', { serial: device.serialNumber })}</Card.Title>
            </Card.Header>
            <Card.Body>
              {chart.isError ? (
                <LoadError testId="iotdata-chart-error" message={errorMessage(t, chart.error)} onRetry={() => void chart.refetch()} />
              ) : !chart.data ? (
                <Spinner size="sm" />
              ) : chart.data.series.length === 0 ? (
                <Text color="fg.muted" data-testid="iotdata-chart-empty">
                  {chart.data.messages === 0 ? t('chart.noMessages') : t('chart.noValues')}
                </Text>
              ) : (
                <Stack gap="2">
                  {chart.data.truncated && (
                    <Alert.Root status="info" size="sm" data-testid="iotdata-truncated">
                      <Alert.Indicator />
                      <Alert.Title>{t('chart.truncated', { count: chart.data.messages, from: formatDateTime(chart.data.coveredFrom) })}</Alert.Title>
                    </Alert.Root>
                  )}
                  <Suspense fallback={<Spinner size="sm" />}>
                    <IotDataChart series={chart.data.series} />
                  </Suspense>
                  <Wrap gap="3" data-testid="iotdata-legend" fontSize="sm">
                    {chart.data.series.map((s, i) => (
                      <HStack key={s.key} gap="1" data-testid={`iotdata-series-${s.key}`}>
                        <Box width="3" height="1" bg={LINE_TOKENS[i % LINE_TOKENS.length]} />
                        <Text as="span">
                          {s.itemName || s.itemCode}
                          {s.part ? ` · ${s.part}` : ''}
                          {s.itemType === '2' ? ` (${t('chart.mean')})` : ''}
                        </Text>
                      </HStack>
                    ))}
                  </Wrap>
                  <Text fontSize="xs" color="fg.muted" data-testid="iotdata-chart-note">
                    {chart.data.bucketMs ? t('chart.downsampled', { count: chart.data.messages, minutes: Math.max(1, Math.round(chart.data.bucketMs / 60_000)) }) : t('chart.every', { count: chart.data.messages })}{' '}
                    {t('chart.dots')}
                  </Text>
                </Stack>
              )}
            </Card.Body>
          </Card.Root>

          {list.isError && <LoadError testId="iotdata-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} />}
          <MessageTable rows={list.data?.rows ?? []} loading={list.isPending} busy={list.isFetching} />
          <CursorPagination paging={paging} list={list} testId="iotdata" />
        </>
      )}
    </Stack>
  );
}

/** A device of the scope: the serial typed narrows the list (the first few devices when empty). */
function DevicePicker({ selected, onChange }: { selected: IotDeviceOption | null; onChange: (d: IotDeviceOption | null) => void }) {
  const { t } = useTranslation('iotData');
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), 250);
  const options = useIotDevices({ keyword: keyword || undefined });
  const list = [...(options.data ?? [])];
  if (selected && !list.some((d) => d.deviceId === selected.deviceId)) list.unshift(selected);
  return (
    <Field.Root>
      <Field.Label>{t('device.label')}</Field.Label>
      <HStack gap="2" width="full" maxW="2xl">
        <Input size="sm" width="48" flexShrink={0} placeholder={t('device.search')} aria-label={t('device.search')} value={typed} maxLength={64} data-testid="iotdata-device-search" onChange={(e) => setTyped(e.target.value)} />
        <NativeSelect.Root size="sm" flex="1">
          <NativeSelect.Field data-testid="iotdata-device" aria-label={t('device.label')} value={selected ? String(selected.deviceId) : ''} onChange={(e) => onChange(list.find((d) => String(d.deviceId) === e.target.value) ?? null)}>
            <option value="">{t('device.choose')}</option>
            {list.map((d) => (
              <option key={d.deviceId} value={String(d.deviceId)}>
                {d.equipmentName ? `${d.serialNumber} - ${d.equipmentName}` : d.serialNumber}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {options.isFetching && <Spinner size="xs" />}
      </HStack>
      {options.isSuccess && options.data.length === 0 && <Field.HelperText data-testid="iotdata-device-none">{t('device.none')}</Field.HelperText>}
    </Field.Root>
  );
}
