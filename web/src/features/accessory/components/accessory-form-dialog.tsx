import { useMemo } from 'react';
import { Input, NativeSelect, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { DateField } from '../../../components/form/date-field';
import {
  ACCESSORY_CATEGORIES,
  KINDS_OF_CATEGORY,
  addAccessoryBody,
  addDays,
  daysBetween,
  maxExpiryOf,
  updateAccessoryBody,
  type AccessoryCategory,
  type AccessoryDeviceOption,
  type AccessoryRecord,
} from '@aed/shared/schemas/accessory';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { RadioChoices } from '../../../components/form/radio-choices';
import { flattenDeptTree, OrgSelect } from '../../../components/form/org-select';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { useAddAccessory } from '../api/add-accessory';
import { useUpdateAccessory } from '../api/update-accessory';
import { DevicePicker } from './device-picker';

interface Props {
  /** The record to modify, or undefined to add one. */
  record?: AccessoryRecord;
  /** Defaults of a new record: the organization picked in the tree, the category tab. */
  defaultDeptId?: number;
  defaultCategory?: AccessoryCategory;
  onClose: () => void;
}

interface Values {
  deptId: string;
  category: AccessoryCategory;
  kind: string;
  code: string;
  name: string;
  brand: string;
  model: string;
  supplier: string;
  owner: string;
  dealer: string;
  startDate: string;
  expiryDate: string;
  effectiveDays: string;
  remark: string;
  /** The device a new record is installed on at once (none: in stock). */
  device: AccessoryDeviceOption | null;
}

/** Server refusals that belong to one field. */
const FIELD_OF_CODE: Record<string, string> = {
  'accessory.duplicate': 'code',
  'accessory.expiryAboveMax': 'expiryDate',
  'accessory.kindNotForModel': 'kind',
  'accessory.deviceNotFound': 'device',
  'accessory.deviceNotInOrganization': 'device',
  'accessory.installedLocked': 'deptId',
  'accessory.dateBeforeStart': 'startDate',
  'dept.notFound': 'deptId',
};

const initialValues = (record: AccessoryRecord | undefined, deptId: number | undefined, category: AccessoryCategory): Values =>
  record
    ? {
        deptId: String(record.deptId),
        category: record.category,
        kind: record.kind,
        code: record.code,
        name: record.name,
        brand: record.brand,
        model: record.model,
        supplier: record.supplier,
        owner: record.owner,
        dealer: record.dealer,
        startDate: record.startDate,
        expiryDate: record.expiryDate,
        effectiveDays: record.effectiveDays === null ? '' : String(record.effectiveDays),
        remark: record.remark,
        device: null,
      }
    : {
        deptId: deptId ? String(deptId) : '',
        category,
        kind: '',
        code: '',
        name: '',
        brand: '',
        model: '',
        supplier: '',
        owner: '',
        dealer: '',
        startDate: new Date().toISOString().slice(0, 10),
        expiryDate: '',
        effectiveDays: '',
        remark: '',
        device: null,
      };

/** The device picker shows the errors of the device id. */
const errorKeyOf = (path: string) => (path === 'deviceId' ? 'device' : path.split('.')[0]!);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Add or modify an accessory or consumable record. A new record may be installed at once on a device of its
 * organization: the kinds offered are then the ones the device's model takes, and the expiry is checked against the
 * maximum validity (start date + rated life); the server checks it again and its refusal is shown on the field.
 * Expiry date and effective days follow each other. Mounted only while open.
 */
export function AccessoryFormDialog({ record, defaultDeptId, defaultCategory = 'consumable', onClose }: Props) {
  const { t, values, setValues, set, errors, setErrors, save, onSubmit, field } = useZodForm<Values>({
    ns: 'accessory',
    initial: initialValues(record, defaultDeptId, defaultCategory),
    fieldOf: FIELD_OF_CODE,
    testIdPrefix: 'accessory-form',
    onClose,
    errorKey: errorKeyOf,
  });
  const depts = useDeptTreeSelect();
  const add = useAddAccessory();
  const update = useUpdateAccessory();

  const { device } = values;
  const deptOptions = useMemo(() => flattenDeptTree(depts.data ?? []), [depts.data]);
  const consumables = device?.consumables ?? [];
  const takes = values.category === 'consumable' && device !== null;
  const kindOptions = takes ? consumables.map((c) => c.kind) : KINDS_OF_CATEGORY[values.category];
  const life = takes ? consumables.find((c) => c.kind === values.kind) : undefined;
  const maxExpiry = life && ISO_DAY.test(values.startDate) ? maxExpiryOf(values.startDate, life.ratedLifeMonths) : record && record.startDate === values.startDate ? record.maxExpiryDate : null;

  const clear = (...keys: string[]) => setErrors((p) => ({ ...p, ...Object.fromEntries(keys.map((k) => [k, undefined])) }));
  /** Start date, expiry date and effective days follow each other. */
  const setDates = (key: 'startDate' | 'expiryDate' | 'effectiveDays', v: string) => {
    setValues((p) => {
      const next = { ...p, [key]: v };
      const days = /^\d+$/.test(next.effectiveDays) ? Number(next.effectiveDays) : null;
      if (!ISO_DAY.test(next.startDate)) return next;
      if (key === 'expiryDate') next.effectiveDays = ISO_DAY.test(v) && v > next.startDate ? String(daysBetween(next.startDate, v)) : '';
      else if (days !== null && days > 0) next.expiryDate = addDays(next.startDate, days);
      else if (key === 'startDate' && ISO_DAY.test(next.expiryDate)) next.effectiveDays = next.expiryDate > v ? String(daysBetween(v, next.expiryDate)) : '';
      return next;
    });
    clear('startDate', 'expiryDate', 'effectiveDays');
  };
  const setCategory = (category: AccessoryCategory) => {
    setValues((p) => ({ ...p, category, kind: '' }));
    clear('category', 'kind');
  };
  /** A device picked: the kinds offered are its model's (a kind it does not take is dropped). */
  const chooseDevice = (d: AccessoryDeviceOption | null) => {
    setValues((p) => ({ ...p, device: d, kind: d && p.category === 'consumable' && p.kind && !d.consumables.some((c) => c.kind === p.kind) ? '' : p.kind }));
    clear('device', 'kind', 'expiryDate');
  };

  const submit = onSubmit(() => {
    const { device: _device, ...fields } = values;
    const input = { ...fields, effectiveDays: fields.effectiveDays === '' ? null : fields.effectiveDays };
    if (record) return save(updateAccessoryBody, { ...input, accessoryId: record.accessoryId }, update, t('toast.modified'));
    // the same rule the server applies: refused here first, on the field
    const withinMaxValidity = addAccessoryBody.superRefine((body, ctx) => {
      if (maxExpiry && life && device && body.expiryDate > maxExpiry) {
        ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: 'accessory.expiryAboveMax', params: { model: device.modelName, months: life.ratedLifeMonths, max: maxExpiry } });
      }
    });
    return save(withinMaxValidity, { ...input, deviceId: device?.deviceId ?? 0 }, add, t('toast.added'));
  });

  const text = (name: keyof Omit<Values, 'device'>, label: string, max: number, required = false) =>
    field(name, t(label), <Input data-testid={`accessory-form-${name}`} value={values[name]} maxLength={max} onChange={(e) => set(name, e.target.value)} />, { required });

  return (
    <FormDialogShell onClose={onClose} size="lg">
      <FormDialogForm
        testId="accessory-form"
        title={record ? t('form.editTitle') : t('form.addTitle')}
        onSubmit={submit}
        onClose={onClose}
        saving={add.isPending || update.isPending}
        testIdPrefix="accessory-form"
      >
        {field(
          'category',
          <span id="accessory-form-category">{t('fields.category')}</span>,
          <RadioChoices value={values.category} options={ACCESSORY_CATEGORIES} labelOf={(c) => t(`category.${c}`)} onChange={setCategory} testIdPrefix="accessory-form-category" labelledBy="accessory-form-category" />,
          { required: true },
        )}
        {field(
          'deptId',
          t('fields.deptId'),
          <OrgSelect
            options={deptOptions}
            value={values.deptId}
            onChange={(v) => {
              set('deptId', v);
              chooseDevice(null);
            }}
            placeholder={t('form.chooseDept')}
            testId="accessory-form-dept"
          />,
          { required: true },
        )}
        {record ? (
          record.device && (
            <Text fontSize="sm" data-testid="accessory-form-installed-on">
              {t('form.installedOn', { device: `${record.device.serialNumber} - ${record.device.equipmentName}` })}
            </Text>
          )
        ) : (
          <DevicePicker
            deptId={values.deptId ? Number(values.deptId) : undefined}
            selected={device}
            onChange={chooseDevice}
            allowNone
            label={t('fields.device')}
            error={errors.device}
            testId="accessory-form-device"
          />
        )}
        {field(
          'kind',
          t('fields.kind'),
          <NativeSelect.Root>
            <NativeSelect.Field data-testid="accessory-form-kind" value={values.kind} onChange={(e) => set('kind', e.target.value)}>
              <option value="">{t('form.chooseKind')}</option>
              {kindOptions.map((k) => {
                const months = takes ? consumables.find((c) => c.kind === k)?.ratedLifeMonths : undefined;
                return (
                  <option key={k} value={k}>
                    {months ? t('form.kindLife', { kind: t(`kind.${k}`), count: months }) : t(`kind.${k}`)}
                  </option>
                );
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
          { required: true, hint: takes && consumables.length === 0 ? t('form.modelTakesNone') : undefined },
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {text('code', 'fields.code', 64, true)}
          {text('name', 'fields.name', 100, true)}
          {text('brand', 'fields.brand', 100)}
          {text('model', 'fields.model', 100)}
          {text('supplier', 'fields.supplier', 100)}
          {text('dealer', 'fields.dealer', 100)}
        </SimpleGrid>
        {text('owner', 'fields.owner', 100)}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {field('startDate', t('fields.startDate'), <DateField testId="accessory-form-start" value={values.startDate} onChange={(day) => setDates('startDate', day)} />, {
            required: true,
          })}
          {field(
            'expiryDate',
            t('fields.expiryDate'),
            <DateField testId="accessory-form-expiry" value={values.expiryDate} max={maxExpiry ?? undefined} onChange={(day) => setDates('expiryDate', day)} />,
            { required: values.category === 'consumable' },
          )}
          {field(
            'effectiveDays',
            t('fields.effectiveDays'),
            <Input type="number" min={1} max={36500} data-testid="accessory-form-days" value={values.effectiveDays} onChange={(e) => setDates('effectiveDays', e.target.value)} />,
          )}
        </SimpleGrid>
        <Text fontSize="xs" color="fg.muted" mt="-2" data-testid="accessory-form-validity">
          {maxExpiry && life && device
            ? t('form.maxValidity', { max: maxExpiry, count: life.ratedLifeMonths, model: device.modelName })
            : maxExpiry
              ? t('form.maxValidityShort', { max: maxExpiry })
              : t('form.expiryHint')}
        </Text>
        {field('remark', t('fields.remark'), <Textarea data-testid="accessory-form-remark" value={values.remark} maxLength={500} rows={2} onChange={(e) => set('remark', e.target.value)} />)}
      </FormDialogForm>
    </FormDialogShell>
  );
}
