import { useMemo } from 'react';
import { Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { addDeviceModelBody, DEVICE_MODEL_STATUSES, updateDeviceModelBody, WORKING_PRINCIPLES, type DeviceModelRow } from '@aed/shared/schemas/device-model';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { RadioChoices } from '../../../components/form/radio-choices';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useProductTypeOptions } from '../../../api/get-product-type-options';
import { useAddDeviceModel } from '../api/add-device-model';
import { useUpdateDeviceModel } from '../api/update-device-model';
import { ConsumablesEditor, type ConsumableRow } from './consumables-editor';

interface Props {
  /** The model to modify, or undefined to add one. */
  record?: DeviceModelRow;
  onClose: () => void;
  /** After a successful add: the record the server answered (the list shows it). */
  onAdded?: (record: DeviceModelRow) => void;
  /** After a successful change: the record as the server answered. */
  onModified?: (record: DeviceModelRow) => void;
}

interface Values {
  typeId: string;
  modelName: string;
  modelCode: string;
  brand: string;
  workingPrinciple: '1' | '2';
  selfTestDays: string;
  serviceMonths: string;
  heartbeatMinutes: string;
  status: '0' | '1';
  description: string;
  consumables: ConsumableRow[];
}

/** Server refusals that belong to one field. */
const FIELD_OF_CODE: Record<string, string> = {
  'deviceModel.comboExists': 'modelCode',
  'deviceModel.brandModelExists': 'modelName',
  'deviceModel.typeLocked': 'typeId',
  'deviceModel.consumableKindRepeated': 'consumables',
  'deviceModel.consumablesInUse': 'consumables',
  'productType.disabled': 'typeId',
  'productType.notFound': 'typeId',
};

const initialValues = (record?: DeviceModelRow): Values =>
  record
    ? {
        typeId: String(record.typeId),
        modelName: record.modelName,
        modelCode: record.modelCode,
        brand: record.brand,
        workingPrinciple: record.workingPrinciple,
        selfTestDays: String(record.selfTestDays),
        serviceMonths: String(record.serviceMonths),
        heartbeatMinutes: String(record.heartbeatMinutes),
        status: record.status,
        description: record.description,
        consumables: record.consumables.map((c) => ({ kind: c.kind, ratedLifeMonths: String(c.ratedLifeMonths) })),
      }
    : { typeId: '', modelName: '', modelCode: '', brand: '', workingPrinciple: '2', selfTestDays: '1', serviceMonths: '12', heartbeatMinutes: '0', status: '0', description: '', consumables: [] };

/** A consumable row's error is kept per row (`consumables.2`), the list's own under `consumables`. */
const errorKeyOf = (path: string) => /^consumables\.\d+/.exec(path)?.[0] ?? path.split('.')[0]!;

/**
 * Add or modify a device model with what reminders need: self-test cadence, heartbeat of connected units and the
 * consumable kinds with their rated life. Taken combinations are shown on their fields. Mounted only while open.
 */
export function DeviceModelFormDialog({ record, onClose, onAdded, onModified }: Props) {
  const { t, values, set, setErrors, errors, save, onSubmit, field } = useZodForm<Values>({
    ns: 'deviceModel',
    initial: initialValues(record),
    fieldOf: FIELD_OF_CODE,
    testIdPrefix: 'device-model-form',
    onClose,
    errorKey: errorKeyOf,
  });
  const types = useProductTypeOptions();
  const add = useAddDeviceModel();
  const update = useUpdateDeviceModel();

  // Only enabled types are offered; a model kept under a type disabled meanwhile still shows its own.
  const typeOptions = useMemo(() => {
    const enabled = (types.data ?? []).map((o) => ({ value: String(o.typeId), label: `${o.typeName} (${o.typeCode})` }));
    if (record && !enabled.some((o) => o.value === String(record.typeId))) {
      enabled.push({ value: String(record.typeId), label: `${record.typeName} (${record.typeCode}) - ${t('form.typeDisabled')}` });
    }
    return enabled;
  }, [types.data, record, t]);

  const rowErrors = Object.fromEntries(values.consumables.map((_, i) => [i, errors[`consumables.${i}`]]));
  /** The list changed: its errors and its rows' no longer hold. */
  const setConsumables = (rows: ConsumableRow[]) => {
    set('consumables', rows);
    setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([key]) => !key.startsWith('consumables'))));
  };
  const submit = onSubmit(() =>
    record ? save(updateDeviceModelBody, { ...values, modelId: record.modelId }, update, t('toast.modified'), { onDone: onModified }) : save(addDeviceModelBody, values, add, t('toast.added'), { onDone: onAdded }),
  );

  return (
    <FormDialogShell onClose={onClose} size="lg">
      <FormDialogForm
        testId="device-model-form"
        title={record ? t('form.editTitle') : t('form.addTitle')}
        onSubmit={submit}
        onClose={onClose}
        saving={add.isPending || update.isPending}
        testIdPrefix="device-model-form"
      >
        {field(
          'typeId',
          t('fields.typeId'),
          <NativeSelect.Root>
            <NativeSelect.Field data-testid="device-model-form-type" value={values.typeId} onChange={(e) => set('typeId', e.target.value)}>
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
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('brand', t('fields.brand'), <Input data-testid="device-model-form-brand" value={values.brand} maxLength={50} onChange={(e) => set('brand', e.target.value)} />, {
            required: true,
          })}
          {field(
            'modelCode',
            t('fields.modelCode'),
            <Input data-testid="device-model-form-code" value={values.modelCode} maxLength={50} autoComplete="off" onChange={(e) => set('modelCode', e.target.value)} />,
            { required: true },
          )}
        </SimpleGrid>
        {field('modelName', t('fields.modelName'), <Input data-testid="device-model-form-name" value={values.modelName} maxLength={50} onChange={(e) => set('modelName', e.target.value)} />, {
          required: true,
        })}
        {field(
          'workingPrinciple',
          <span id="device-model-form-principle">{t('fields.workingPrinciple')}</span>,
          <RadioChoices
            value={values.workingPrinciple}
            options={WORKING_PRINCIPLES}
            labelOf={(p) => t(`principle.${p}`)}
            onChange={(v) => set('workingPrinciple', v)}
            testIdPrefix="device-model-form-principle"
            labelledBy="device-model-form-principle"
          />,
          { required: true },
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field(
            'selfTestDays',
            t('fields.selfTestDays'),
            <Input type="number" min={1} max={365} data-testid="device-model-form-self-test" value={values.selfTestDays} onChange={(e) => set('selfTestDays', e.target.value)} />,
            { required: true, hint: t('form.selfTestHint') },
          )}
          {field(
            'heartbeatMinutes',
            t('fields.heartbeatMinutes'),
            <Input type="number" min={0} max={10080} data-testid="device-model-form-heartbeat" value={values.heartbeatMinutes} onChange={(e) => set('heartbeatMinutes', e.target.value)} />,
            { required: true, hint: t('form.heartbeatHint') },
          )}
          {field(
            'serviceMonths',
            t('fields.serviceMonths'),
            <Input type="number" min={0} max={60} data-testid="device-model-form-service" value={values.serviceMonths} onChange={(e) => set('serviceMonths', e.target.value)} />,
            { required: true, hint: t('form.serviceHint') },
          )}
        </SimpleGrid>
        <ConsumablesEditor rows={values.consumables} onChange={setConsumables} error={errors.consumables} rowErrors={rowErrors} />
        {field(
          'status',
          <span id="device-model-form-status">{t('fields.status')}</span>,
          <RadioChoices value={values.status} options={DEVICE_MODEL_STATUSES} labelOf={(s) => t(`status.${s}`)} onChange={(v) => set('status', v)} testIdPrefix="device-model-form-status" labelledBy="device-model-form-status" />,
        )}
        {field(
          'description',
          t('fields.description'),
          <Textarea data-testid="device-model-form-description" value={values.description} maxLength={500} rows={3} onChange={(e) => set('description', e.target.value)} />,
        )}
      </FormDialogForm>
    </FormDialogShell>
  );
}
