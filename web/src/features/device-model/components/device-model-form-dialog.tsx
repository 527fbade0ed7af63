import { useMemo, useState, type FormEvent } from 'react';
import { Field, HStack, Input, NativeSelect, RadioGroup, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { addDeviceModelBody, DEVICE_MODEL_STATUSES, updateDeviceModelBody, WORKING_PRINCIPLES, type DeviceModelRow } from '@aed/shared/schemas/device-model';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { RadioChoices } from '../../../components/form/radio-choices';
import { formFieldRenderer } from '../../../components/form/form-field';
import { issueText, issuesToErrors, saveOutcome, valueAt, type FieldErrors, type ZodIssue } from '../../../components/form/form-errors';
import { useProductTypeOptions } from '../../../api/get-product-type-options';
import { useAddDeviceModel } from '../api/add-device-model';
import { useUpdateDeviceModel } from '../api/update-device-model';
import { ConsumablesEditor, type ConsumableRow } from './consumables-editor';

interface Props {
  /** The model to modify, or undefined to add one. */
  record?: DeviceModelRow;
  onClose: () => void;
}

interface Values {
  typeId: string;
  modelName: string;
  modelCode: string;
  brand: string;
  workingPrinciple: '1' | '2';
  selfTestDays: string;
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
        heartbeatMinutes: String(record.heartbeatMinutes),
        status: record.status,
        description: record.description,
        consumables: record.consumables.map((c) => ({ kind: c.kind, ratedLifeMonths: String(c.ratedLifeMonths) })),
      }
    : { typeId: '', modelName: '', modelCode: '', brand: '', workingPrinciple: '2', selfTestDays: '1', heartbeatMinutes: '0', status: '0', description: '', consumables: [] };

/**
 * Add or modify a device model with what reminders need: self-test cadence, heartbeat of connected units and the
 * consumable kinds with their rated life. Taken combinations are shown on their fields. Mounted only while open.
 */
export function DeviceModelFormDialog({ record, onClose }: Props) {
  const { t } = useTranslation('deviceModel');
  const [values, setValues] = useState<Values>(() => initialValues(record));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rowErrors, setRowErrors] = useState<Record<number, string | undefined>>({});
  const types = useProductTypeOptions();
  const add = useAddDeviceModel();
  const update = useUpdateDeviceModel();
  const saving = add.isPending || update.isPending;

  // Only enabled types are offered; a model kept under a type disabled meanwhile still shows its own.
  const typeOptions = useMemo(() => {
    const enabled = (types.data ?? []).map((o) => ({ value: String(o.typeId), label: `${o.typeName} (${o.typeCode})` }));
    if (record && !enabled.some((o) => o.value === String(record.typeId))) {
      enabled.push({ value: String(record.typeId), label: `${record.typeName} (${record.typeCode}) - ${t('form.typeDisabled')}` });
    }
    return enabled;
  }, [types.data, record, t]);

  const set = <K extends keyof Values>(key: K, v: Values[K]) => {
    setValues((p) => ({ ...p, [key]: v }));
    setErrors((p) => ({ ...p, [key]: undefined }));
  };
  const setConsumables = (rows: ConsumableRow[]) => {
    set('consumables', rows);
    setRowErrors({});
  };
  const { done, onError } = saveOutcome(t, { fieldOf: FIELD_OF_CODE, setErrors, onClose });
  // with the values typed, an empty number field is "required" and a wrong one says its bound
  const showIssues = (issues: readonly ZodIssue[]) => {
    setErrors(issuesToErrors(t, { issues: issues.filter((i) => !(i.path[0] === 'consumables' && typeof i.path[1] === 'number')) }, { input: values }));
    const perRow: Record<number, string> = {};
    for (const issue of issues) if (issue.path[0] === 'consumables' && typeof issue.path[1] === 'number') perRow[issue.path[1]] ??= issueText(t, issue, { value: valueAt(values, issue.path) });
    setRowErrors(perRow);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    if (!record) {
      const parsed = addDeviceModelBody.safeParse(values);
      if (!parsed.success) return showIssues(parsed.error.issues);
      add.mutate(parsed.data, { onSuccess: done(t('toast.added')), onError });
    } else {
      const parsed = updateDeviceModelBody.safeParse({ ...values, modelId: record.modelId });
      if (!parsed.success) return showIssues(parsed.error.issues);
      update.mutate(parsed.data, { onSuccess: done(t('toast.modified')), onError });
    }
  };

  const field = formFieldRenderer<keyof Values>(errors, 'device-model-form');

  return (
    <FormDialogShell onClose={onClose} size="lg">
      <FormDialogForm
        testId="device-model-form"
        title={record ? t('form.editTitle') : t('form.addTitle')}
        onSubmit={submit}
        onClose={onClose}
        saving={saving}
        testIdPrefix="device-model-form"
        submitLabel={t('form.submit')}
        cancelLabel={t('form.cancel')}
        closeLabel={t('form.close')}
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
        <Field.Root required>
          <Field.Label id="device-model-form-principle">
            {t('fields.workingPrinciple')} <Field.RequiredIndicator />
          </Field.Label>
          <RadioGroup.Root
            value={values.workingPrinciple}
            aria-labelledby="device-model-form-principle"
            onValueChange={(e) => e.value && set('workingPrinciple', e.value as Values['workingPrinciple'])}
          >
            <HStack gap="6">
              {WORKING_PRINCIPLES.map((p) => (
                <RadioGroup.Item key={p} value={p} data-testid={`device-model-form-principle-${p}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`principle.${p}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Field.Root>
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
        </SimpleGrid>
        <ConsumablesEditor rows={values.consumables} onChange={setConsumables} error={errors.consumables} rowErrors={rowErrors} />
        <Field.Root>
          <Field.Label id="device-model-form-status">{t('fields.status')}</Field.Label>
          <RadioChoices value={values.status} options={DEVICE_MODEL_STATUSES} labelOf={(s) => t(`status.${s}`)} onChange={(v) => set('status', v)} testIdPrefix="device-model-form-status" labelledBy="device-model-form-status" />
        </Field.Root>
        {field(
          'description',
          t('fields.description'),
          <Textarea data-testid="device-model-form-description" value={values.description} maxLength={500} rows={3} onChange={(e) => set('description', e.target.value)} />,
        )}
      </FormDialogForm>
    </FormDialogShell>
  );
}
