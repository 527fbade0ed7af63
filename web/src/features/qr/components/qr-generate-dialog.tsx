import { Input, NativeSelect, Text } from '@chakra-ui/react';
import { generateQrBody, QR_DEFAULTS, QR_LIMITS, QR_UNITS, type QrCodeRecord } from '@aed/shared/schemas/qr';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { OwnerOrgSelect } from '../../../components/form/owner-org-select';
import { RadioChoices } from '../../../components/form/radio-choices';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useGenerateQr } from '../api/generate-qr';
import { LABEL_TEMPLATES } from '../label-templates';
import type { PrintJob } from './print-labels';

/** A device the bound codes are for (the device list's selection). */
export interface QrDevice {
  deviceId: number;
  serialNumber: string;
}

type Binding = 'unbound' | 'bound';

interface Values {
  bound: Binding;
  deptId: string;
  amount: string;
  template: string;
  width: string;
  height: string;
  length: string;
  unit: (typeof QR_UNITS)[number];
}

const initialValues = (bound: boolean): Values => ({
  bound: bound ? 'bound' : 'unbound',
  deptId: '',
  amount: String(QR_DEFAULTS.amount),
  template: String(QR_DEFAULTS.template),
  width: String(QR_DEFAULTS.width),
  height: String(QR_DEFAULTS.height),
  length: String(QR_DEFAULTS.length),
  unit: QR_DEFAULTS.unit,
});

/** A number field's value for the schema: empty stays '' (the schema refuses it as "required"), else the number typed. */
const num = (text: string): number | '' => (text.trim() === '' ? '' : Number(text));

/** The request from the fields: the shared schema (the server's) checks it, width not less than height included. */
export const generateRequestOf = (v: Values, devices: readonly QrDevice[]) => ({
  bound: v.bound === 'bound',
  ...(v.bound === 'bound' ? { deviceIds: devices.map((d) => d.deviceId) } : { deptId: v.deptId === '' ? undefined : Number(v.deptId), amount: num(v.amount) }),
  template: Number(v.template),
  width: num(v.width),
  height: num(v.height),
  length: num(v.length),
  unit: v.unit,
});

interface Props {
  onClose: () => void;
  /** The generated codes, to print. */
  onGenerated: (job: PrintJob) => void;
  /**
   * Bound codes for these devices (the device list's "Print QR labels"): each device without a code gets one bound to
   * it, a device with a code keeps it (a reprint). Without devices, the dialog generates unbound codes only.
   */
  devices?: readonly QrDevice[];
}

/**
 * The QR generation and print dialog (spec section 3: amount, template, width, height, length, unit, bound or
 * unbound; decision 0042). On the one form approach: the shared schema refuses at the field (width below height at
 * `width`), and the server's same refusal comes back at the field too.
 */
export function QrGenerateDialog({ onClose, onGenerated, devices = [] }: Props) {
  const { t, values, set, save, onSubmit, field } = useZodForm<Values>({
    ns: 'qr',
    initial: initialValues(devices.length > 0),
    fieldOf: { 'qr.widthBelowHeight': 'width' },
    testIdPrefix: 'qr-generate',
    onClose,
    issueMessage: (tr, issue) => (issue.path[0] === 'deptId' ? tr('common:validation.required') : undefined),
  });
  const generate = useGenerateQr();
  const bound = values.bound === 'bound';
  const count = bound ? devices.length : Number(values.amount) || 0;
  const submit = onSubmit(() =>
    save(generateQrBody, generateRequestOf(values, devices), generate, t('generate.generated', { count }), {
      onDone: (rows: QrCodeRecord[]) =>
        onGenerated({ codes: rows.map((r) => r.code), template: Number(values.template), width: Number(values.width), height: Number(values.height), length: Number(values.length) }),
    }),
  );
  const numberInput = (name: 'amount' | 'width' | 'height' | 'length', max: number) => (
    <Input name={name} type="number" inputMode="numeric" max={max} data-testid={`qr-generate-${name}`} value={values[name]} onChange={(e) => set(name, e.currentTarget.value)} />
  );

  return (
    <FormDialogShell onClose={onClose} size="md">
      <FormDialogForm testId="qr-generate-dialog" testIdPrefix="qr-generate" title={t('generate.title')} submitLabel={t('generate.submit')} onSubmit={submit} onClose={onClose} saving={generate.isPending}>
        {field(
          'bound',
          t('generate.binding'),
          <RadioChoices<Binding>
            value={values.bound}
            options={['unbound', 'bound']}
            labelOf={(b) => t(`generate.${b}`)}
            onChange={(b) => set('bound', b)}
            testIdPrefix="qr-generate-bound"
            label={t('generate.binding')}
            disabled={devices.length === 0}
          />,
          { hint: devices.length === 0 ? t('generate.boundHint') : undefined },
        )}
        {bound ? (
          field(
            'deviceIds',
            t('generate.devices', { count: devices.length }),
            <Text data-testid="qr-generate-devices" fontSize="sm">
              {devices.map((d) => d.serialNumber).join(', ')}
            </Text>,
            { hint: t('generate.devicesHint') },
          )
        ) : (
          <>
            {field('deptId', t('generate.dept'), <OwnerOrgSelect value={values.deptId} onChange={(v) => set('deptId', v)} placeholder={t('generate.dept')} testId="qr-generate-dept" />, { required: true })}
            {field('amount', t('generate.amount'), numberInput('amount', QR_LIMITS.maxAmount), { required: true })}
          </>
        )}
        {field(
          'template',
          t('generate.template'),
          <NativeSelect.Root>
            <NativeSelect.Field data-testid="qr-generate-template" value={values.template} onChange={(e) => set('template', e.currentTarget.value)}>
              {LABEL_TEMPLATES.map((tpl) => (
                <option key={tpl.id} value={tpl.id}>
                  {t(`generate.templates.${tpl.key}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
        )}
        {field('width', t('generate.width'), numberInput('width', QR_LIMITS.maxSizeMm), { required: true, hint: t('generate.widthHint') })}
        {field('height', t('generate.height'), numberInput('height', QR_LIMITS.maxSizeMm), { required: true })}
        {field('length', t('generate.length'), numberInput('length', QR_LIMITS.maxLength), { required: true, hint: t('generate.lengthHint') })}
        {field(
          'unit',
          t('generate.unitLabel'),
          <NativeSelect.Root disabled={QR_UNITS.length < 2}>
            <NativeSelect.Field data-testid="qr-generate-unit" value={values.unit} onChange={(e) => set('unit', e.currentTarget.value as Values['unit'])}>
              {QR_UNITS.map((u) => (
                <option key={u} value={u}>
                  {t(`generate.units.${u}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
          { hint: t('generate.unit') },
        )}
      </FormDialogForm>
    </FormDialogShell>
  );
}
