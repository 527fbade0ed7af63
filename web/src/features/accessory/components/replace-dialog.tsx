import { useState } from 'react';
import { Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { DateField } from '../../../components/form/date-field';
import { addDays, daysBetween, maxExpiryOf, replaceAccessoryBody, todayUtc, type AccessoryRecord } from '@aed/shared/schemas/accessory';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { RadioChoices } from '../../../components/form/radio-choices';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useAccessoryPage } from '../api/get-accessory-page';
import { useDeviceAccessories } from '../api/get-device-accessories';
import { useReplaceAccessory } from '../api/replace-accessory';

type Mode = 'new' | 'stock';
interface NewValues {
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
}
interface Values extends NewValues {
  /** The record in stock replacing the old one (mode `stock`). */
  replacementId: string;
  replaceDate: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A new record's fields are shown as the form's own (`replacement.code` at `code`). */
const errorKeyOf = (path: string) => path.replace(/^replacement\./, '').split('.')[0]!;

/** Refusals shown at a field; the maximum validity is the new record's expiry, or the stock record's. */
const fieldOfCode = (mode: Mode): Record<string, string> => ({
  'accessory.duplicate': 'code',
  'accessory.expiryAboveMax': mode === 'new' ? 'expiryDate' : 'replacementId',
  'accessory.kindNotForModel': 'replacementId',
  'accessory.replaceKindMismatch': 'replacementId',
  'accessory.replacementNotInStock': 'replacementId',
  'accessory.deviceNotInOrganization': 'replacementId',
  'accessory.dateBeforeInstall': 'replaceDate',
  'accessory.dateBeforeStart': 'replaceDate',
  'accessory.dateInFuture': 'replaceDate',
});

/**
 * Replaces an installed record by a new one (described here, same category and kind) or by a record in stock, in
 * one transaction on the server: the old one is kept as "replaced" in the device's history.
 */
export function ReplaceDialog({ record, onClose }: { record: AccessoryRecord; onClose: () => void }) {
  // which of the two forms is filled: a switch of the screen, not a value sent
  const [mode, setMode] = useState<Mode>('new');
  const { t, values, setValues, set, setErrors, save, onSubmit, field } = useZodForm<Values>({
    ns: 'accessory',
    // the new part is usually the same product from the same supplier, owned and sold as before: defaults to change
    initial: {
      code: '',
      name: record.name,
      brand: record.brand,
      model: record.model,
      supplier: record.supplier,
      owner: record.owner,
      dealer: record.dealer,
      startDate: todayUtc(),
      expiryDate: '',
      effectiveDays: '',
      replacementId: '',
      replaceDate: todayUtc(),
    },
    fieldOf: fieldOfCode(mode),
    testIdPrefix: 'accessory-replace',
    onClose,
    errorKey: errorKeyOf,
  });
  const replace = useReplaceAccessory();
  const held = useDeviceAccessories(record.deviceId);
  const stock = useAccessoryPage({ category: record.category, kind: record.kind, status: 'stock', limit: 50 }, mode === 'stock');
  const life = record.category === 'consumable' ? held.data?.consumables.find((c) => c.kind === record.kind) : undefined;
  const maxExpiry = life && ISO_DAY.test(values.startDate) ? maxExpiryOf(values.startDate, life.ratedLifeMonths) : null;

  /** A change that may move what the other fields say: every error goes. */
  const change = (patch: Partial<Values>) => {
    setValues((p) => ({ ...p, ...patch }));
    setErrors({});
  };
  const setDates = (key: 'startDate' | 'expiryDate' | 'effectiveDays', v: string) => {
    setValues((p) => {
      const next = { ...p, [key]: v };
      const days = /^\d+$/.test(next.effectiveDays) ? Number(next.effectiveDays) : null;
      if (!ISO_DAY.test(next.startDate)) return next;
      if (key === 'expiryDate') next.effectiveDays = ISO_DAY.test(v) && v > next.startDate ? String(daysBetween(next.startDate, v)) : '';
      else if (days !== null && days > 0) next.expiryDate = addDays(next.startDate, days);
      return next;
    });
    setErrors({});
  };

  const submit = onSubmit(() => {
    const { replacementId, replaceDate, ...described } = values;
    const base = { accessoryId: record.accessoryId, replaceDate };
    if (mode === 'stock') return save(replaceAccessoryBody, { ...base, replacementId }, replace, t('toast.replaced'));
    // the same rule the server applies: refused here first, on the field
    const withinMaxValidity = replaceAccessoryBody.superRefine((body, ctx) => {
      if (maxExpiry && life && body.replacement && body.replacement.expiryDate > maxExpiry) {
        ctx.addIssue({
          code: 'custom',
          path: ['replacement', 'expiryDate'],
          message: 'accessory.expiryAboveMax',
          params: { model: held.data?.device.modelName ?? '', months: life.ratedLifeMonths, max: maxExpiry },
        });
      }
    });
    const replacement = { ...described, category: record.category, kind: record.kind, effectiveDays: described.effectiveDays === '' ? null : described.effectiveDays };
    return save(withinMaxValidity, { ...base, replacement }, replace, t('toast.replaced'));
  });

  const text = (name: keyof NewValues, max: number, required = false) =>
    field(name, t(`fields.${name}`), <Input data-testid={`accessory-replace-${name}`} value={values[name]} maxLength={max} onChange={(e) => set(name, e.target.value)} />, { required });
  const stockRows = (stock.data?.rows ?? []).filter((r) => r.accessoryId !== record.accessoryId);

  return (
    <FormDialogShell onClose={onClose} size="lg">
      <FormDialogForm
        testId="accessory-replace"
        title={t('replace.title')}
        onSubmit={submit}
        onClose={onClose}
        saving={replace.isPending}
        testIdPrefix="accessory-replace"
        submitLabel={t('replace.submit')}
      >
        <Text fontSize="sm" data-testid="accessory-replace-old">
          {t('replace.old', { kind: t(`kind.${record.kind}`), code: record.code, name: record.name, device: record.device?.serialNumber ?? '' })}
        </Text>
        <RadioChoices value={mode} options={['new', 'stock'] as const} labelOf={(m) => t(`replace.modes.${m}`)} onChange={(v) => {
            setMode(v);
            setErrors({});
          }} testIdPrefix="accessory-replace-mode" label={t('replace.mode')} />
        {mode === 'stock' ? (
          field(
            'replacementId',
            t('replace.stockRecord'),
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="accessory-replace-stock" value={values.replacementId} onChange={(e) => change({ replacementId: e.target.value })}>
                <option value="">{stockRows.length ? t('replace.chooseStock') : t('replace.noStock')}</option>
                {stockRows.map((r) => (
                  <option key={r.accessoryId} value={String(r.accessoryId)}>
                    {`${r.code} - ${r.name} (${r.expiryDate || t('table.noExpiry')}, ${r.deptName})`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
            { required: true },
          )
        ) : (
          <>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {text('code', 64, true)}
              {text('name', 100, true)}
              {text('brand', 100)}
              {text('model', 100)}
              {text('supplier', 100)}
              {text('owner', 100)}
              {text('dealer', 100)}
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {field('startDate', t('fields.startDate'), <DateField testId="accessory-replace-start" value={values.startDate} onChange={(day) => setDates('startDate', day)} />, { required: true })}
              {field(
                'expiryDate',
                t('fields.expiryDate'),
                <DateField testId="accessory-replace-expiry" value={values.expiryDate} max={maxExpiry ?? undefined} onChange={(day) => setDates('expiryDate', day)} />,
                { required: record.category === 'consumable' },
              )}
              {field('effectiveDays', t('fields.effectiveDays'), <Input type="number" min={1} data-testid="accessory-replace-days" value={values.effectiveDays} onChange={(e) => setDates('effectiveDays', e.target.value)} />)}
            </SimpleGrid>
            {maxExpiry && life && (
              <Text fontSize="xs" color="fg.muted" data-testid="accessory-replace-validity">
                {t('form.maxValidity', { max: maxExpiry, count: life.ratedLifeMonths, model: held.data?.device.modelName ?? '' })}
              </Text>
            )}
          </>
        )}
        {field('replaceDate', t('fields.replaceDate'), <DateField testId="accessory-replace-date" value={values.replaceDate} max={todayUtc()} onChange={(day) => change({ replaceDate: day })} />, { required: true })}
      </FormDialogForm>
    </FormDialogShell>
  );
}
