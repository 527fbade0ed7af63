import { useMemo, type ReactNode } from 'react';
import { Box, Button, Checkbox, Heading, HStack, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import {
  addDeviceBody,
  DEVICE_STATUSES,
  MAX_BATTERY_VOLTAGES,
  SALE_STATUSES,
  updateDeviceBody,
  type DeviceDetails,
  type DeviceRecord,
  type DeviceStatus,
  type SaleStatus,
} from '@aed/shared/schemas/device';
import { FormDialogForm, FormDialogLoading, FormDialogShell } from '../../../components/form/form-dialog';
import { RadioChoices } from '../../../components/form/radio-choices';
import { FormField } from '../../../components/form/form-field';
import { FormFieldset } from '../../../components/form/form-fieldset';
import { flattenDeptTree, OrgSelect } from '../../../components/form/org-select';
import { groupErrors } from '../../../components/form/form-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { usePermission } from '../../../lib/permission';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { useDeviceModelOptions } from '../../../api/get-device-model-options';
import { useMonitorItemOptions } from '../../../api/get-monitor-item-options';
import { useProductTypeOptions } from '../../../api/get-product-type-options';
import { useAddDevice } from '../api/add-device';
import { useDeviceInfo } from '../api/get-device-info';
import { useUpdateDevice } from '../api/update-device';

/** Add a device (optionally in the organization picked in the tree), modify one, or copy one into a new device. */
export type DeviceFormMode = { kind: 'add'; deptId?: number } | { kind: 'edit'; deviceId: number } | { kind: 'copy'; deviceId: number };

interface Props {
  mode: DeviceFormMode;
  onClose: () => void;
  onSaved?: (device: DeviceRecord) => void;
}

type Shock = { upper: string; lower: string; expected: string; deviation: string };
interface Values {
  equipmentCode: string;
  equipmentName: string;
  serialNumber: string;
  iotCode: string;
  typeId: string;
  modelId: string;
  deptId: string;
  status: DeviceStatus;
  saleStatus: SaleStatus;
  productionDate: string;
  purchaseDate: string;
  outboundDate: string;
  warrantyDate: string;
  reservedInstallDate: string;
  adultShock: Shock;
  childShock: Shock;
  /** Factory battery voltages as typed, 1 to MAX_BATTERY_VOLTAGES inputs (the first required). */
  batteryVoltages: string[];
  chargeTimeSeconds: string;
  monitorItemIds: number[];
  remark: string;
}

const EMPTY_SHOCK: Shock = { upper: '', lower: '', expected: '', deviation: '' };
const SHOCK_KEYS = ['upper', 'lower', 'expected', 'deviation'] as const;
const num = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const shockOf = (s: DeviceRecord['adultShock']): Shock => ({ upper: num(s.upper), lower: num(s.lower), expected: num(s.expected), deviation: num(s.deviation) });

function initialValues(mode: DeviceFormMode, device: DeviceDetails | undefined): Values {
  if (!device) {
    return {
      equipmentCode: '',
      equipmentName: '',
      serialNumber: '',
      iotCode: '',
      typeId: '',
      modelId: '',
      deptId: mode.kind === 'add' && mode.deptId ? String(mode.deptId) : '',
      status: '1',
      saleStatus: '1',
      productionDate: '',
      purchaseDate: '',
      outboundDate: '',
      warrantyDate: '',
      reservedInstallDate: '',
      adultShock: EMPTY_SHOCK,
      childShock: EMPTY_SHOCK,
      batteryVoltages: [''],
      chargeTimeSeconds: '',
      monitorItemIds: [],
      remark: '',
    };
  }
  const copy = mode.kind === 'copy';
  return {
    // a copy keeps everything but what must be unique (product code, serial number, IoT code) and starts disabled
    equipmentCode: copy ? '' : device.equipmentCode,
    equipmentName: device.equipmentName,
    serialNumber: copy ? '' : device.serialNumber,
    iotCode: copy ? '' : device.iotCode,
    typeId: String(device.typeId),
    modelId: String(device.modelId),
    deptId: String(device.deptId),
    status: copy ? '1' : device.status,
    saleStatus: device.saleStatus,
    productionDate: device.productionDate,
    purchaseDate: device.purchaseDate,
    outboundDate: device.outboundDate,
    warrantyDate: device.warrantyDate,
    reservedInstallDate: device.reservedInstallDate,
    adultShock: shockOf(device.adultShock),
    childShock: shockOf(device.childShock),
    // every stored voltage (up to the maximum), at least the one required input
    batteryVoltages: device.batteryVoltages.length ? device.batteryVoltages.slice(0, MAX_BATTERY_VOLTAGES).map(num) : [''],
    chargeTimeSeconds: num(device.chargeTimeSeconds),
    monitorItemIds: device.monitorItemIds,
    remark: device.remark,
  };
}

/** Server refusals that belong to one field. */
const FIELD_OF_CODE: Record<string, string> = {
  'device.serialExists': 'serialNumber',
  'device.codeExists': 'equipmentCode',
  'device.iotCodeExists': 'iotCode',
  'device.modelDisabled': 'modelId',
  'device.consumablesNotForModel': 'modelId',
  'device.consumablesAboveMax': 'modelId',
  'deviceModel.notFound': 'modelId',
  'device.monitorItemDisabled': 'monitorItemIds',
  'device.monitorItemNotFound': 'monitorItemIds',
  'dept.notFound': 'deptId',
  'device.enableNotSold': 'status',
  'device.quotaExceeded': 'status',
};

/** The form field an error path names (`batteryVoltages.1` is the second voltage input, `battery2`; `adultShock.upper` as is). */
const fieldOfPath = (path: string) => {
  if (path === 'batteryVoltages') return 'battery1';
  const voltage = /^batteryVoltages\.(\d+)$/.exec(path);
  return voltage ? `battery${Number(voltage[1]) + 1}` : path;
};

/** The request body of the values (numbers as typed: the shared schema reads "3,5" too). */
const bodyOf = (v: Values) => ({
  equipmentCode: v.equipmentCode,
  equipmentName: v.equipmentName,
  serialNumber: v.serialNumber,
  iotCode: v.iotCode,
  modelId: v.modelId,
  deptId: v.deptId,
  status: v.status,
  saleStatus: v.saleStatus,
  productionDate: v.productionDate,
  purchaseDate: v.purchaseDate,
  outboundDate: v.outboundDate,
  warrantyDate: v.warrantyDate,
  reservedInstallDate: v.reservedInstallDate,
  adultShock: v.adultShock,
  childShock: v.childShock,
  batteryVoltages: v.batteryVoltages,
  chargeTimeSeconds: v.chargeTimeSeconds,
  monitorItemIds: v.monitorItemIds,
  remark: v.remark,
});

/**
 * Add, modify or copy a device: identity, model (its type, brand and working principle follow), organization,
 * sale and enabled status, dates, adult and child shock ranges, battery and charge time, monitoring items. The shared
 * schema checks every rule before sending; server refusals are shown on their field.
 */
export function DeviceFormDialog({ mode, onClose, onSaved }: Props) {
  const { t } = useTranslation('device');
  const device = useDeviceInfo(mode.kind === 'add' ? 0 : mode.deviceId);
  const title = mode.kind === 'add' ? t('form.addTitle') : mode.kind === 'edit' ? t('form.editTitle') : t('form.copyTitle');
  if (mode.kind !== 'add' && !device.data) {
    return (
      <FormDialogShell onClose={onClose} size="xl">
        <FormDialogLoading
          testId="device-form-loading"
          title={title}
          error={device.isError ? errorMessage(t, device.error) : undefined}
          loadingText={t('form.loading')}
          onClose={onClose}
        />
      </FormDialogShell>
    );
  }
  return <DeviceForm mode={mode} device={mode.kind === 'add' ? undefined : device.data} title={title} onClose={onClose} onSaved={onSaved} />;
}

function DeviceForm({ mode, device, title, onClose, onSaved }: Props & { device: DeviceDetails | undefined; title: string }) {
  const { hasPermission } = usePermission();
  const { t, values, setValues, set, errors, setErrors, save, onSubmit, field } = useZodForm<Values>({
    ns: 'device',
    initial: initialValues(mode, device),
    fieldOf: FIELD_OF_CODE,
    testIdPrefix: 'device-form',
    onClose,
    errorKey: fieldOfPath,
    // a long form: its first wrong field may be out of view
    onInvalid: () => notifyError(t('validation.checkForm')),
  });
  const types = useProductTypeOptions();
  const models = useDeviceModelOptions({ typeId: values.typeId ? Number(values.typeId) : undefined });
  const depts = useDeptTreeSelect();
  const items = useMonitorItemOptions();
  const add = useAddDevice();
  const update = useUpdateDevice();
  const editing = mode.kind === 'edit';
  const canChangeStatus = hasPermission(PERMISSIONS.device.status);

  // Enabled types and models only; a device keeps showing its own even if disabled since.
  const typeOptions = useMemo(() => {
    const list = (types.data ?? []).map((o) => ({ value: String(o.typeId), label: o.typeName }));
    if (device && !list.some((o) => o.value === String(device.typeId))) list.push({ value: String(device.typeId), label: `${device.typeName} - ${t('form.disabled')}` });
    return list;
  }, [types.data, device, t]);
  const modelOptions = useMemo(() => {
    const list = (models.data ?? []).map((o) => ({ value: String(o.modelId), label: `${o.brand} ${o.modelName} (${o.modelCode})`, brand: o.brand, workingPrinciple: o.workingPrinciple }));
    if (device && String(device.typeId) === values.typeId && !list.some((o) => o.value === String(device.modelId))) {
      list.push({ value: String(device.modelId), label: `${device.brand} ${device.modelName} (${device.modelCode}) - ${t('form.disabled')}`, brand: device.brand, workingPrinciple: device.workingPrinciple as '1' | '2' });
    }
    return list;
  }, [models.data, device, values.typeId, t]);
  const chosenModel = modelOptions.find((o) => o.value === values.modelId);
  const deptOptions = useMemo(() => flattenDeptTree(depts.data ?? []), [depts.data]);
  const itemOptions = useMemo(() => {
    const list = (items.data ?? []).map((o) => ({ itemId: o.itemId, label: `${o.itemCode} — ${o.itemName}` }));
    for (const kept of device?.monitorItems ?? []) if (!list.some((o) => o.itemId === kept.itemId)) list.push({ itemId: kept.itemId, label: `${kept.itemCode} — ${kept.itemName}` });
    return list;
  }, [items.data, device]);

  const setVoltages = (next: string[]) => {
    setValues((p) => ({ ...p, batteryVoltages: next }));
    // the inputs after a removed one move up: their errors no longer match
    setErrors((p) => Object.fromEntries(Object.entries(p).filter(([k]) => !/^battery\d+$/.test(k))));
  };
  const setVoltage = (index: number, v: string) => {
    setValues((p) => ({ ...p, batteryVoltages: p.batteryVoltages.map((old, i) => (i === index ? v : old)) }));
    setErrors((p) => ({ ...p, [`battery${index + 1}`]: undefined }));
  };
  const setShock = (group: 'adultShock' | 'childShock', key: keyof Shock, v: string) => {
    setValues((p) => ({ ...p, [group]: { ...p[group], [key]: v } }));
    setErrors((p) => ({ ...p, [`${group}.${key}`]: undefined }));
  };
  const submit = onSubmit(() => {
    // a caller going on with the saved device gets it; else the dialog closes
    const options = { onSaved };
    if (editing && device) save(updateDeviceBody, { ...bodyOf(values), deviceId: device.deviceId }, update, t('toast.modified'), options);
    else save(addDeviceBody, bodyOf(values), add, mode.kind === 'copy' ? t('toast.copied') : t('toast.added'), options);
  });

  const text = (name: keyof Values & string, label: string, options: { required?: boolean; max?: number; hint?: string } = {}) =>
    field(
      name,
      label,
      <Input data-testid={`device-form-${name}`} value={values[name] as string} maxLength={options.max ?? 64} autoComplete="off" onChange={(e) => set(name, e.target.value as never)} />,
      options,
    );
  const date = (name: keyof Values & string, label: string, required = false) =>
    field(name, label, <DateField testId={`device-form-${name}`} value={values[name] as string} onChange={(day) => set(name, day as never)} />, { required });
  const numberInput = (name: string, label: string, value: string, onChange: (v: string) => void, required = false) =>
    field(name, label, <Input inputMode="decimal" data-testid={`device-form-${name.replace(/\./g, '-')}`} value={value} maxLength={12} onChange={(e) => onChange(e.target.value)} />, { required });
  // A rule on the whole group ("the adult values must be complete") is said once, under the group.
  const shockGroup = (group: 'adultShock' | 'childShock') => {
    const { shared, own } = groupErrors(errors, SHOCK_KEYS.map((k) => `${group}.${k}`));
    return (
      <Stack gap="2" data-testid={`device-form-${group}`}>
        <Text fontWeight="medium" fontSize="sm">
          {t(`form.${group}`)}
        </Text>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {SHOCK_KEYS.map((k) => (
            <FormField key={k} label={t(`shock.${k}`)} required error={own[`${group}.${k}`]} invalid={!!errors[`${group}.${k}`]} errorTestId={`device-form-${group}-${k}-error`}>
              <Input inputMode="decimal" data-testid={`device-form-${group}-${k}`} value={values[group][k]} maxLength={12} onChange={(e) => setShock(group, k, e.target.value)} />
            </FormField>
          ))}
        </SimpleGrid>
        {shared.length > 0 && (
          <Text color="fg.error" fontSize="sm" role="alert" data-testid={`device-form-${group}-error`}>
            {shared.join(' ')}
          </Text>
        )}
      </Stack>
    );
  };
  const section = (heading: string, children: ReactNode) => (
    <Stack gap="3">
      <Heading size="sm" borderBottomWidth="1px" pb="1">
        {heading}
      </Heading>
      {children}
    </Stack>
  );

  return (
    <FormDialogShell onClose={onClose} size="xl">
      <FormDialogForm
        testId="device-form"
        title={title}
        onSubmit={submit}
        onClose={onClose}
        saving={add.isPending || update.isPending}
        testIdPrefix="device-form"
      >
        {mode.kind === 'copy' && (
          <Text fontSize="sm" color="fg.muted" data-testid="device-form-copy-hint">
            {t('form.copyHint')}
          </Text>
        )}
        {section(
          t('form.identity'),
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text('equipmentCode', t('fields.equipmentCode'), { required: true })}
            {text('equipmentName', t('fields.equipmentName'), { required: true, max: 100 })}
            {text('serialNumber', t('fields.serialNumber'), { required: true, hint: t('form.serialHint') })}
            {text('iotCode', t('fields.iotCode'))}
          </SimpleGrid>,
        )}
        {section(
          t('form.modelAndOwner'),
          <>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {field(
                'typeId',
                t('fields.typeName'),
                <NativeSelect.Root>
                  <NativeSelect.Field
                    data-testid="device-form-type"
                    value={values.typeId}
                    onChange={(e) => {
                      set('typeId', e.target.value);
                      set('modelId', '');
                    }}
                  >
                    <option value="">{t('form.chooseType')}</option>
                    {typeOptions.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>,
                { required: true },
              )}
              {field(
                'modelId',
                t('fields.model'),
                <NativeSelect.Root disabled={!values.typeId}>
                  <NativeSelect.Field data-testid="device-form-model" value={values.modelId} onChange={(e) => set('modelId', e.target.value)}>
                    <option value="">{t('form.chooseModel')}</option>
                    {modelOptions.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>,
                { required: true },
              )}
            </SimpleGrid>
            <HStack gap="6" fontSize="sm" color="fg.muted" data-testid="device-form-model-facts">
              <Text>
                {t('common:labelValue', { label: t('fields.brand'), value: chosenModel?.brand ?? '—' })}
              </Text>
              <Text>
                {t('common:labelValue', { label: t('fields.manufacturer'), value: chosenModel?.brand ?? '—' })}
              </Text>
              <Text>
                {t('common:labelValue', { label: t('fields.workingPrinciple'), value: chosenModel ? t(`principle.${chosenModel.workingPrinciple}`) : '—' })}
              </Text>
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {field(
                'deptId',
                t('fields.deptName'),
                <OrgSelect options={deptOptions} value={values.deptId} onChange={(v) => set('deptId', v)} placeholder={t('form.chooseDept')} testId="device-form-dept" />,
                { required: true },
              )}
              {field(
                'saleStatus',
                t('fields.saleStatus'),
                <NativeSelect.Root>
                  <NativeSelect.Field data-testid="device-form-sale-status" value={values.saleStatus} onChange={(e) => set('saleStatus', e.target.value as SaleStatus)}>
                    {SALE_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {t(`saleStatus.${s}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>,
                { hint: t('form.saleStatusHint') },
              )}
            </SimpleGrid>
            {field(
              'status',
              t('fields.status'),
              <RadioChoices value={values.status} options={DEVICE_STATUSES} labelOf={(s) => t(`status.${s}`)} onChange={(v) => set('status', v)} testIdPrefix="device-form-status" label={t('fields.status')} disabled={!canChangeStatus} />,
              { hint: t('form.statusHint') },
            )}
          </>,
        )}
        {section(
          t('form.dates'),
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {date('productionDate', t('fields.productionDate'), true)}
            {date('purchaseDate', t('fields.purchaseDate'))}
            {date('outboundDate', t('fields.outboundDate'))}
            {date('warrantyDate', t('fields.warrantyDate'), true)}
            {date('reservedInstallDate', t('fields.reservedInstallDate'), true)}
          </SimpleGrid>,
        )}
        {section(
          t('form.shock'),
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              {t('form.shockHint')}
            </Text>
            {shockGroup('adultShock')}
            {shockGroup('childShock')}
          </Stack>,
        )}
        {section(
          t('form.power'),
          <Stack gap="3">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="device-form-batteries">
              {values.batteryVoltages.map((volts, i) => (
                <HStack key={i} align="end" gap="2">
                  <Box flex="1">{numberInput(`battery${i + 1}`, t('fields.batteryVoltageN', { n: i + 1 }), volts, (v) => setVoltage(i, v), i === 0)}</Box>
                  {i > 0 && (
                    <IconButton
                      variant="ghost"
                      size="sm"
                      colorPalette="red"
                      mb={errors[`battery${i + 1}`] ? '6' : '0'}
                      aria-label={t('form.removeBatteryVoltage', { n: i + 1 })}
                      title={t('form.removeBatteryVoltage', { n: i + 1 })}
                      data-testid={`device-form-battery-remove-${i + 1}`}
                      onClick={() => setVoltages(values.batteryVoltages.filter((_, j) => j !== i))}
                    >
                      <LuTrash2 />
                    </IconButton>
                  )}
                </HStack>
              ))}
            </SimpleGrid>
            <HStack gap="3">
              {values.batteryVoltages.length < MAX_BATTERY_VOLTAGES && (
                <Button size="xs" variant="outline" data-testid="device-form-battery-add" onClick={() => setVoltages([...values.batteryVoltages, ''])}>
                  <LuPlus /> {t('form.addBatteryVoltage')}
                </Button>
              )}
              <Text fontSize="sm" color="fg.muted">
                {t('form.batteryHint', { max: MAX_BATTERY_VOLTAGES })}
              </Text>
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {numberInput('chargeTimeSeconds', t('fields.chargeTimeSeconds'), values.chargeTimeSeconds, (v) => set('chargeTimeSeconds', v))}
            </SimpleGrid>
          </Stack>,
        )}
        {section(
          t('form.monitorItems'),
          <FormFieldset error={errors.monitorItemIds} errorTestId="device-form-monitorItemIds-error">
            {itemOptions.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {items.isPending ? t('form.loading') : t('form.noMonitorItems')}
              </Text>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" data-testid="device-form-monitor-items">
                {itemOptions.map((o) => (
                  <Checkbox.Root
                    key={o.itemId}
                    checked={values.monitorItemIds.includes(o.itemId)}
                    data-testid={`device-form-item-${o.itemId}`}
                    onCheckedChange={(e) => set('monitorItemIds', e.checked === true ? [...values.monitorItemIds, o.itemId] : values.monitorItemIds.filter((id) => id !== o.itemId))}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label fontSize="sm">{o.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            )}
          </FormFieldset>,
        )}
        <Box>
          {field('remark', t('fields.remark'), <Textarea data-testid="device-form-remark" value={values.remark} maxLength={500} rows={2} onChange={(e) => set('remark', e.target.value)} />)}
        </Box>
      </FormDialogForm>
    </FormDialogShell>
  );
}
