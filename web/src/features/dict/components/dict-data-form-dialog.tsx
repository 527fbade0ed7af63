import { Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { Language } from '@aed/shared/constants/limits';
import { addDictDataBody, DICT_LIST_CLASSES, DICT_STATUSES, updateDictDataBody, type DictDataRecord } from '@aed/shared/schemas/dict';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { FormField } from '../../../components/form/form-field';
import { LanguageField } from '../../../components/form/language-field';
import { RadioChoices } from '../../../components/form/radio-choices';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useAddDictData } from '../api/add-dict-data';
import { useUpdateDictData } from '../api/update-dict-data';

interface Props {
  dictType: string;
  /** The value to modify, or undefined to add one. */
  record?: DictDataRecord;
  onClose: () => void;
  /** After a successful add: the record the server answered (the list shows it). */
  onAdded?: (record: DictDataRecord) => void;
  /** After a successful change: the record as the server answered. */
  onModified?: (record: DictDataRecord) => void;
}

type Values = {
  dictLabel: string;
  dictValue: string;
  dictSort: string;
  language: Language;
  status: '0' | '1';
  listClass: (typeof DICT_LIST_CLASSES)[number];
  cssClass: string;
  remark: string;
};

const EMPTY: Values = { dictLabel: '', dictValue: '', dictSort: '0', language: 'en', status: '0', listClass: '', cssClass: '', remark: '' };
const toValues = (r: DictDataRecord): Values => ({
  dictLabel: r.dictLabel,
  dictValue: r.dictValue,
  dictSort: String(r.dictSort),
  language: r.language,
  status: r.status,
  listClass: r.listClass,
  cssClass: r.cssClass,
  remark: r.remark,
});

/** Server refusals that belong to one field: a key or label already used in the type and language. */
const FIELD_OF_CODE: Record<string, keyof Values> = { 'dict.valueExists': 'dictValue', 'dict.labelExists': 'dictLabel' };

/** Add or modify a value of the type `dictType`. Mounted only while open. */
export function DictDataFormDialog({ dictType, record, onClose, onAdded, onModified }: Props) {
  const { t, values, set, save, onSubmit, field } = useZodForm({
    ns: 'dict',
    initial: record ? toValues(record) : EMPTY,
    fieldOf: FIELD_OF_CODE,
    testIdPrefix: 'dict-data-form',
    onClose,
  });
  const add = useAddDictData();
  const update = useUpdateDictData();
  const submit = onSubmit(() =>
    record
      ? save(updateDictDataBody, { ...values, dictType, dictCode: record.dictCode }, update, t('toast.modified'), { onDone: onModified })
      : save(addDictDataBody, { ...values, dictType }, add, t('toast.added'), { onDone: onAdded }),
  );

  return (
    <FormDialogShell onClose={onClose} size="lg">
      <FormDialogForm
        testId="dict-data-form"
        testIdPrefix="dict-data-form"
        title={record ? t('dataForm.editTitle') : t('dataForm.addTitle')}
        onSubmit={submit}
        onClose={onClose}
        saving={add.isPending || update.isPending}
      >
        <FormField label={t('fields.dictType')} disabled>
          <Input value={dictType} readOnly />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('dictLabel', t('fields.dictLabel'), <Input data-testid="dict-data-form-label" value={values.dictLabel} maxLength={100} onChange={(e) => set('dictLabel', e.target.value)} />, {
            required: true,
            errorTestId: 'dict-data-form-label-error',
          })}
          {field('dictValue', t('fields.dictValue'), <Input data-testid="dict-data-form-value" value={values.dictValue} maxLength={100} onChange={(e) => set('dictValue', e.target.value)} />, {
            required: true,
            errorTestId: 'dict-data-form-value-error',
          })}
          {field(
            'dictSort',
            t('fields.dictSort'),
            <Input type="number" min={0} max={9999} data-testid="dict-data-form-sort" value={values.dictSort} onChange={(e) => set('dictSort', e.target.value)} />,
          )}
          {field(
            'language',
            t('fields.language'),
            <LanguageField testId="dict-data-form-language" value={values.language} onChange={(l) => set('language', l)} />,
          )}
          {field(
            'listClass',
            t('fields.listClass'),
            <NativeSelect.Root>
              <NativeSelect.Field value={values.listClass} onChange={(e) => set('listClass', e.target.value as Values['listClass'])}>
                {DICT_LIST_CLASSES.map((c) => (
                  <option key={c} value={c}>
                    {t(`listClass.${c || 'none'}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
          )}
          {field('cssClass', t('fields.cssClass'), <Input value={values.cssClass} maxLength={100} onChange={(e) => set('cssClass', e.target.value)} />)}
        </SimpleGrid>
        {field(
          'status',
          <span id="dict-data-form-status">{t('fields.status')}</span>,
          <RadioChoices value={values.status} options={DICT_STATUSES} labelOf={(s) => t(`status.${s}`)} onChange={(v) => set('status', v)} testIdPrefix="dict-data-form-status" labelledBy="dict-data-form-status" />,
        )}
        {field('remark', t('fields.remark'), <Textarea value={values.remark} maxLength={500} rows={2} onChange={(e) => set('remark', e.target.value)} />)}
      </FormDialogForm>
    </FormDialogShell>
  );
}
