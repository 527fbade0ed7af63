import { useState, type FormEvent } from 'react';
import { Field, Fieldset, HStack, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@aed/shared/constants/limits';
import {
  MAX_REGION_DEPTH,
  REGION_CODE_MAX,
  REGION_NAME_MAX,
  REGION_STATUSES,
  addRegionBody,
  updateRegionBody,
  type RegionNames,
  type RegionRecord,
  type RegionStatus,
} from '@aed/shared/schemas/region';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { RadioChoices } from '../../../components/form/radio-choices';
import { issuesToErrors, saveOutcome, type FieldErrors } from '../../../components/form/form-errors';
import { useAddRegion } from '../api/add-region';
import { useRegionPaths } from '../api/get-region-paths';
import { useUpdateRegion } from '../api/update-region';
import { RegionCascadeSelect } from './region-cascade-select';

/** Add a country (no parent), add a sub-region under `parent`, or modify (and possibly move) `record`. */
export type RegionFormTarget = { mode: 'add'; parent: RegionRecord | null; orderNum: number } | { mode: 'edit'; record: RegionRecord };

interface Props {
  target: RegionFormTarget;
  onClose: () => void;
}

type Values = { parentId: number; regionCode: string; regionName: string; names: RegionNames; orderNum: string; status: RegionStatus; remark: string };

/** Server refusals that belong to one field. */
const FIELD_OF_CODE: Record<string, string> = {
  'region.codeExists': 'regionCode',
  'region.nameExists': 'regionName',
  'region.parentNotFound': 'parentId',
  'region.parentDisabled': 'parentId',
  'region.parentIsSelfOrChild': 'parentId',
  'region.tooDeep': 'parentId',
  'region.tooManyChildren': 'parentId',
};

const NAME_FIELDS: readonly { language: Language; key: string }[] = [
  { language: 'en', key: 'nameEn' },
  { language: 'fr', key: 'nameFr' },
  { language: 'zh-CN', key: 'nameZhCn' },
  { language: 'zh-TW', key: 'nameZhTw' },
];

function initialValues(target: RegionFormTarget): Values {
  if (target.mode === 'edit') {
    const r = target.record;
    return { parentId: r.parentId, regionCode: r.regionCode, regionName: r.regionName, names: { ...r.names }, orderNum: String(r.orderNum), status: r.status, remark: r.remark };
  }
  return { parentId: target.parent?.regionId ?? 0, regionCode: '', regionName: '', names: { en: '', fr: '', 'zh-CN': '', 'zh-TW': '' }, orderNum: String(target.orderNum), status: '0', remark: '' };
}

/** The parent of a new region, as its full name (read-only: a sub-region is added from its parent's row). */
function ParentLabel({ parent }: { parent: RegionRecord | null }) {
  const { t } = useTranslation('region');
  const path = useRegionPaths(parent ? [parent.regionId] : []);
  const label = parent ? (path.data?.[0]?.label ?? parent.regionName) : t('form.topLevel');
  return (
    <Field.Root>
      <Field.Label>{t('fields.parent')}</Field.Label>
      <Text data-testid="region-form-parent-label">{label}</Text>
    </Field.Root>
  );
}

/** Add or modify a region; refusals that concern a field are shown on it. Mounted only while open. */
export function RegionFormDialog({ target, onClose }: Props) {
  const { t } = useTranslation('region');
  const [values, setValues] = useState<Values>(() => initialValues(target));
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddRegion();
  const update = useUpdateRegion();
  const saving = add.isPending || update.isPending;
  const editing = target.mode === 'edit' ? target.record : undefined;
  const set = <K extends keyof Values>(key: K, v: Values[K]) => {
    setValues((p) => ({ ...p, [key]: v }));
    setErrors((p) => ({ ...p, [key]: undefined }));
  };
  const setName = (language: Language, v: string) => {
    setValues((p) => ({ ...p, names: { ...p.names, [language]: v } }));
    setErrors((p) => ({ ...p, names: undefined, regionName: undefined }));
  };
  const { done, onError } = saveOutcome(t, { fieldOf: FIELD_OF_CODE, setErrors, onClose });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const input = { ...values, orderNum: values.orderNum.trim() === '' ? 0 : values.orderNum };
    if (!editing) {
      const parsed = addRegionBody.safeParse(input);
      if (!parsed.success) return setErrors(issuesToErrors(t, parsed.error));
      add.mutate(parsed.data, { onSuccess: done(t('toast.added')), onError });
    } else {
      const parsed = updateRegionBody.safeParse({ ...input, regionId: editing.regionId });
      if (!parsed.success) return setErrors(issuesToErrors(t, parsed.error));
      update.mutate(parsed.data, { onSuccess: done(t('toast.modified')), onError });
    }
  };
  const title = editing ? t('form.editTitle') : target.mode === 'add' && target.parent ? t('form.addChildTitle') : t('form.addTitle');

  return (
    <FormDialogShell onClose={onClose} size="lg">
      <FormDialogForm
        testId="region-form"
        title={title}
        onSubmit={submit}
        onClose={onClose}
        saving={saving}
        testIdPrefix="region-form"
        submitLabel={t('form.submit')}
        cancelLabel={t('form.cancel')}
        closeLabel={t('form.close')}
      >
        {editing ? (
          <Field.Root invalid={!!errors.parentId}>
            <Field.Label id="region-form-parent-label">{t('fields.parent')}</Field.Label>
            <RegionCascadeSelect
              testId="region-form-parent"
              label={t('fields.parent')}
              value={values.parentId || null}
              onChange={(id) => set('parentId', id ?? 0)}
              excludeId={editing.regionId}
              maxLevel={MAX_REGION_DEPTH - 1}
              emptyLabel={t('form.topLevel')}
              invalid={!!errors.parentId}
            />
            <Field.HelperText>{t('form.parentHint')}</Field.HelperText>
            <Field.ErrorText data-testid="region-form-parent-error">{errors.parentId}</Field.ErrorText>
          </Field.Root>
        ) : (
          <ParentLabel parent={target.mode === 'add' ? target.parent : null} />
        )}
        <Field.Root required invalid={!!errors.regionCode}>
          <Field.Label>
            {t('fields.regionCode')} <Field.RequiredIndicator />
          </Field.Label>
          <Input data-testid="region-form-code" value={values.regionCode} maxLength={REGION_CODE_MAX} autoComplete="off" onChange={(e) => set('regionCode', e.target.value)} />
          <Field.HelperText>{t('form.codeHint')}</Field.HelperText>
          <Field.ErrorText data-testid="region-form-code-error">{errors.regionCode}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.regionName}>
          <Field.Label>
            {t('fields.defaultName')} <Field.RequiredIndicator />
          </Field.Label>
          <Input data-testid="region-form-name" value={values.regionName} maxLength={REGION_NAME_MAX} onChange={(e) => set('regionName', e.target.value)} />
          <Field.HelperText>{t('form.nameHint')}</Field.HelperText>
          <Field.ErrorText data-testid="region-form-name-error">{errors.regionName}</Field.ErrorText>
        </Field.Root>
        <Fieldset.Root invalid={!!errors.names}>
          <Fieldset.Legend>{t('fields.names')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('form.namesHint')}</Fieldset.HelperText>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {NAME_FIELDS.map(({ language, key }) => (
              <Field.Root key={language}>
                <Field.Label>{t(`fields.${key}`)}</Field.Label>
                <Input data-testid={`region-form-name-${language}`} lang={language} value={values.names[language]} maxLength={REGION_NAME_MAX} onChange={(e) => setName(language, e.target.value)} />
              </Field.Root>
            ))}
          </SimpleGrid>
          <Fieldset.ErrorText>{errors.names}</Fieldset.ErrorText>
        </Fieldset.Root>
        <HStack gap="6" align="flex-start">
          <Field.Root width="40" invalid={!!errors.orderNum}>
            <Field.Label>{t('fields.orderNum')}</Field.Label>
            <Input data-testid="region-form-order" type="number" min={0} max={9999} value={values.orderNum} onChange={(e) => set('orderNum', e.target.value)} />
            <Field.ErrorText>{errors.orderNum}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label id="region-form-status">{t('fields.status')}</Field.Label>
            <RadioChoices value={values.status} options={REGION_STATUSES} labelOf={(s) => t(`status.${s}`)} onChange={(v) => set('status', v)} testIdPrefix="region-form-status" labelledBy="region-form-status" />
            <Field.HelperText>{t('form.statusHint')}</Field.HelperText>
          </Field.Root>
        </HStack>
        <Field.Root invalid={!!errors.remark}>
          <Field.Label>{t('fields.remark')}</Field.Label>
          <Textarea data-testid="region-form-remark" value={values.remark} maxLength={500} rows={2} onChange={(e) => set('remark', e.target.value)} />
          <Field.ErrorText>{errors.remark}</Field.ErrorText>
        </Field.Root>
      </FormDialogForm>
    </FormDialogShell>
  );
}
