import { Box, Field, Fieldset, HStack, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
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
import { FormField } from '../../../components/form/form-field';
import { RadioChoices } from '../../../components/form/radio-choices';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useAddRegion } from '../api/add-region';
import { useRegionPaths } from '../../../api/get-region-paths';
import { useUpdateRegion } from '../api/update-region';
import { RegionCascadeSelect } from '../../../components/region/region-cascade-select';

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
    <FormField label={t('fields.parent')}>
      <Text data-testid="region-form-parent-label">{label}</Text>
    </FormField>
  );
}

/** Add or modify a region; refusals that concern a field are shown on it. Mounted only while open. */
export function RegionFormDialog({ target, onClose }: Props) {
  const { t, values, setValues, errors, setErrors, set, save, onSubmit, field } = useZodForm({
    ns: 'region',
    initial: initialValues(target),
    fieldOf: FIELD_OF_CODE,
    testIdPrefix: 'region-form',
    onClose,
  });
  const add = useAddRegion();
  const update = useUpdateRegion();
  const editing = target.mode === 'edit' ? target.record : undefined;
  const setName = (language: Language, v: string) => {
    setValues((p) => ({ ...p, names: { ...p.names, [language]: v } }));
    setErrors((p) => ({ ...p, names: undefined, regionName: undefined }));
  };
  const submit = onSubmit(() => {
    const input = { ...values, orderNum: values.orderNum.trim() === '' ? 0 : values.orderNum };
    return editing ? save(updateRegionBody, { ...input, regionId: editing.regionId }, update, t('toast.modified')) : save(addRegionBody, input, add, t('toast.added'));
  });
  const title = editing ? t('form.editTitle') : target.mode === 'add' && target.parent ? t('form.addChildTitle') : t('form.addTitle');

  return (
    <FormDialogShell onClose={onClose} size="lg">
      <FormDialogForm testId="region-form" testIdPrefix="region-form" title={title} onSubmit={submit} onClose={onClose} saving={add.isPending || update.isPending}>
        {editing ? (
          field(
            'parentId',
            t('fields.parent'),
            <RegionCascadeSelect
              testId="region-form-parent"
              label={t('fields.parent')}
              value={values.parentId || null}
              onChange={(id) => set('parentId', id ?? 0)}
              excludeId={editing.regionId}
              maxLevel={MAX_REGION_DEPTH - 1}
              emptyLabel={t('form.topLevel')}
              invalid={!!errors.parentId}
            />,
            { hint: t('form.parentHint'), errorTestId: 'region-form-parent-error' },
          )
        ) : (
          <ParentLabel parent={target.mode === 'add' ? target.parent : null} />
        )}
        {field(
          'regionCode',
          t('fields.regionCode'),
          <Input data-testid="region-form-code" value={values.regionCode} maxLength={REGION_CODE_MAX} autoComplete="off" onChange={(e) => set('regionCode', e.target.value)} />,
          { required: true, hint: t('form.codeHint'), errorTestId: 'region-form-code-error' },
        )}
        {field(
          'regionName',
          t('fields.defaultName'),
          <Input data-testid="region-form-name" value={values.regionName} maxLength={REGION_NAME_MAX} onChange={(e) => set('regionName', e.target.value)} />,
          { required: true, hint: t('form.nameHint'), errorTestId: 'region-form-name-error' },
        )}
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
          <Box width="40">
            {field(
              'orderNum',
              t('fields.orderNum'),
              <Input data-testid="region-form-order" type="number" min={0} max={9999} value={values.orderNum} onChange={(e) => set('orderNum', e.target.value)} />,
            )}
          </Box>
          {field(
            'status',
            <span id="region-form-status">{t('fields.status')}</span>,
            <RadioChoices value={values.status} options={REGION_STATUSES} labelOf={(s) => t(`status.${s}`)} onChange={(v) => set('status', v)} testIdPrefix="region-form-status" labelledBy="region-form-status" />,
            { hint: t('form.statusHint') },
          )}
        </HStack>
        {field('remark', t('fields.remark'), <Textarea data-testid="region-form-remark" value={values.remark} maxLength={500} rows={2} onChange={(e) => set('remark', e.target.value)} />)}
      </FormDialogForm>
    </FormDialogShell>
  );
}
