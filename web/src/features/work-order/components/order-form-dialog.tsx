import { useState } from 'react';
import { Grid, Input, NativeSelect, Separator, Text, Textarea } from '@chakra-ui/react';
import { createOrderBody, modifyOrderBody, ORDER_LIMITS, type OrderRecord } from '@aed/shared/schemas/work-order';
import { ORDER_KINDS, type OrderKind } from '@aed/shared/schemas/work-order-states';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { DateField } from '../../../components/form/date-field';
import { OrgDeviceFields } from '../../../components/form/org-device-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { schemaCodeText } from '../../../components/form/form-errors';
import { useAddOrder, useModifyOrder } from '../api/change-order';

const TEXT_FIELDS = ['orderName', 'description', 'contactName', 'contactPhone', 'address', 'planDate', 'monitorItem', 'upperLimit', 'lowerLimit', 'actualValue', 'trainingPlannedDate', 'trainer', 'trainerPhone', 'trainerEmail', 'trainingLocation', 'remark'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Values = Record<TextField, string> & { kind: string; deptId: string; deviceId: string; deviceKeyword: string };

const emptyValues = (kind: OrderKind | undefined): Values => ({ ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>), kind: kind ?? '', deptId: '', deviceId: '', deviceKeyword: '' });
const valuesOf = (r: OrderRecord): Values => ({ ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, r[f]])) as Record<TextField, string>), kind: r.kind, deptId: String(r.deptId), deviceId: String(r.deviceId), deviceKeyword: '' });
const ALARM_FIELDS: readonly TextField[] = ['monitorItem', 'upperLimit', 'lowerLimit', 'actualValue'];
const TRAINING_FIELDS: readonly TextField[] = ['trainingPlannedDate', 'trainer', 'trainerPhone', 'trainerEmail', 'trainingLocation'];
/** The request's fields: a kind's own group only for that kind (what was typed under another kind is not sent). */
const bodyOf = (v: Values) =>
  Object.fromEntries(TEXT_FIELDS.map((f) => [f, (ALARM_FIELDS.includes(f) && v.kind !== '1') || (TRAINING_FIELDS.includes(f) && v.kind !== '4') ? '' : v[f]]));

/** Refusals that belong to one field. */
const FIELD_OF: Record<string, string> = {
  'order.deviceRequired': 'deviceId',
  'order.maintenanceOpen': 'kind',
  'device.notFound': 'deviceId',
  'order.trainingDateRequired': 'trainingPlannedDate',
  'order.monitorItemRequired': 'monitorItem',
};

const MAX: Partial<Record<TextField, number>> = { description: ORDER_LIMITS.description, remark: ORDER_LIMITS.remark, address: 200, contactName: 50, monitorItem: 50, trainer: 50, upperLimit: 20, lowerLimit: 20, actualValue: 20, contactPhone: 20, trainerPhone: 20, trainerEmail: 128 };
const DATES: readonly TextField[] = ['planDate', 'trainingPlannedDate'];

/** A new order started from another one (an abnormal checklist item's follow-up): its device and what was found. */
export interface OrderPrefill {
  deptId: number;
  deviceId: number;
  serialNumber: string;
  orderName: string;
  description: string;
}

type Target = { kind: 'add'; fixedKind?: OrderKind; prefill?: OrderPrefill } | { kind: 'modify'; order: OrderRecord };

const prefilled = (kind: OrderKind | undefined, p: OrderPrefill): Values => ({
  ...emptyValues(kind),
  deptId: String(p.deptId),
  deviceId: String(p.deviceId),
  deviceKeyword: p.serialNumber,
  orderName: p.orderName.slice(0, ORDER_LIMITS.text),
  description: p.description.slice(0, ORDER_LIMITS.description),
});

/** Create a work order of a device, or modify an open one (its kind and device stay). */
export function OrderFormDialog({ target, onClose }: { target: Target; onClose: () => void }) {
  const record = target.kind === 'modify' ? target.order : undefined;
  const { t, values, set, save, onSubmit, field } = useZodForm<Values>({
    ns: 'workOrder',
    initial: record ? valuesOf(record) : target.kind === 'add' && target.prefill ? prefilled(target.fixedKind, target.prefill) : emptyValues(target.kind === 'add' ? target.fixedKind : undefined),
    fieldOf: FIELD_OF,
    testIdPrefix: 'order-form',
    onClose,
    issueMessage: (tr, issue) => (issue.message.startsWith('order.') ? schemaCodeText(tr, issue) : undefined),
  });
  const add = useAddOrder();
  const modify = useModifyOrder();
  const [kindFixed] = useState(!!record || (target.kind === 'add' && !!target.fixedKind));

  const submit = onSubmit(() => {
    if (record) save(modifyOrderBody, { ...bodyOf(values), orderId: record.orderId, version: record.version }, modify, t('toast.modified'));
    else save(createOrderBody, { ...bodyOf(values), kind: values.kind || undefined, deviceId: values.deviceId || undefined }, add, t('toast.added'));
  });

  const text = (name: TextField) =>
    DATES.includes(name)
      ? field(name, t(`fields.${name}`), <DateField testId={`order-form-${name}`} value={values[name]} onChange={(d) => set(name, d)} />, { required: name === 'trainingPlannedDate' })
      : field(
          name,
          t(`fields.${name}`),
          name === 'description' || name === 'remark' ? (
            <Textarea data-testid={`order-form-${name}`} value={values[name]} maxLength={MAX[name]} onChange={(e) => set(name, e.target.value)} />
          ) : (
            <Input data-testid={`order-form-${name}`} value={values[name]} maxLength={MAX[name] ?? ORDER_LIMITS.text} onChange={(e) => set(name, e.target.value)} />
          ),
          { required: name === 'monitorItem' },
        );

  const kind = values.kind as OrderKind | '';
  return (
    <FormDialogShell onClose={onClose} size="lg" scrollBehavior="inside">
      <FormDialogForm
        testId="order-form-dialog"
        testIdPrefix="order-form"
        title={record ? t('form.modifyTitle', { orderNo: record.orderNo }) : t('form.addTitle')}
        onSubmit={submit}
        onClose={onClose}
        saving={add.isPending || modify.isPending}
      >
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {field(
            'kind',
            t('fields.kind'),
            kindFixed ? (
              <Input readOnly data-testid="order-form-kind-fixed" value={values.kind ? t(`kind.${values.kind}`) : ''} />
            ) : (
              <NativeSelect.Root>
                <NativeSelect.Field data-testid="order-form-kind" value={values.kind} onChange={(e) => set('kind', e.target.value)}>
                  <option value="">{t('form.chooseKind')}</option>
                  {ORDER_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`kind.${k}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ),
            { required: true },
          )}
          {record ? (
            field('deviceId', t('fields.device'), <Input readOnly data-testid="order-form-device" value={`${record.equipmentName} (${record.serialNumber})`} />)
          ) : (
            <>
              <OrgDeviceFields
                field={field}
                names={{ deptId: 'deptId', keyword: 'deviceKeyword', deviceId: 'deviceId' }}
                values={values}
                set={set}
                labels={{ organization: t('form.organization'), chooseOrganization: t('form.chooseOrganization'), deviceSearch: t('form.deviceSearch'), device: t('fields.device'), chooseDevice: t('form.chooseDevice'), noDevice: t('form.noDevice') }}
                testIdPrefix="order-form"
              />
            </>
          )}
          {text('orderName')}
          {text('planDate')}
          {text('contactName')}
          {text('contactPhone')}
        </Grid>
        {text('address')}
        {text('description')}
        {kind === '1' && (
          <>
            <Separator />
            <Text fontWeight="semibold">{t('form.alarm')}</Text>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" data-testid="order-form-alarm">
              {text('monitorItem')}
              {text('actualValue')}
              {text('upperLimit')}
              {text('lowerLimit')}
            </Grid>
          </>
        )}
        {kind === '4' && (
          <>
            <Separator />
            <Text fontWeight="semibold">{t('form.training')}</Text>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" data-testid="order-form-training">
              {text('trainingPlannedDate')}
              {text('trainingLocation')}
              {text('trainer')}
              {text('trainerPhone')}
              {text('trainerEmail')}
            </Grid>
          </>
        )}
        {text('remark')}
      </FormDialogForm>
    </FormDialogShell>
  );
}
