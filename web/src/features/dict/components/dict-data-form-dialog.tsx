import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Field, HStack, Input, NativeSelect, Portal, RadioGroup, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@aed/shared/constants/limits';
import { addDictDataBody, DICT_LIST_CLASSES, DICT_STATUSES, updateDictDataBody, type DictDataRecord } from '@aed/shared/schemas/dict';
import { LANGUAGE_LABELS } from '../../../lib/i18n';
import { useAddDictData } from '../api/add-dict-data';
import { useUpdateDictData } from '../api/update-dict-data';
import { issuesToErrors, saveOutcome, type FieldErrors } from '../../../components/form/form-errors';

interface Props {
  dictType: string;
  /** The value to modify, or undefined to add one. */
  record?: DictDataRecord;
  onClose: () => void;
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

/** Add or modify a value of the type `dictType`. Mounted only while open. */
export function DictDataFormDialog({ dictType, record, onClose }: Props) {
  const { t } = useTranslation('dict');
  const [values, setValues] = useState<Values>(
    record
      ? { ...record, dictSort: String(record.dictSort) }
      : { dictLabel: '', dictValue: '', dictSort: '0', language: 'en', status: '0', listClass: '', cssClass: '', remark: '' },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddDictData();
  const update = useUpdateDictData();
  const saving = add.isPending || update.isPending;
  const set = <K extends keyof Values>(key: K, v: Values[K]) => {
    setValues((p) => ({ ...p, [key]: v }));
    setErrors((p) => ({ ...p, [key]: undefined }));
  };
  const { done, onError } = saveOutcome(t, { fieldOf: {}, setErrors, onClose });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const input = {
      dictType,
      dictLabel: values.dictLabel,
      dictValue: values.dictValue,
      dictSort: values.dictSort,
      language: values.language,
      status: values.status,
      listClass: values.listClass,
      cssClass: values.cssClass,
      remark: values.remark,
    };
    if (!record) {
      const parsed = addDictDataBody.safeParse(input);
      if (!parsed.success) return setErrors(issuesToErrors(t, parsed.error));
      add.mutate(parsed.data, { onSuccess: done(t('toast.added')), onError });
    } else {
      const parsed = updateDictDataBody.safeParse({ ...input, dictCode: record.dictCode });
      if (!parsed.success) return setErrors(issuesToErrors(t, parsed.error));
      update.mutate(parsed.data, { onSuccess: done(t('toast.modified')), onError });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} closeOnInteractOutside={false} size="lg" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild data-testid="dict-data-form">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{record ? t('dataForm.editTitle') : t('dataForm.addTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root disabled>
                    <Field.Label>{t('fields.dictType')}</Field.Label>
                    <Input value={dictType} readOnly />
                  </Field.Root>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <Field.Root required invalid={!!errors.dictLabel}>
                      <Field.Label>
                        {t('fields.dictLabel')} <Field.RequiredIndicator />
                      </Field.Label>
                      <Input data-testid="dict-data-form-label" value={values.dictLabel} maxLength={100} onChange={(e) => set('dictLabel', e.target.value)} />
                      <Field.ErrorText data-testid="dict-data-form-label-error">{errors.dictLabel}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root required invalid={!!errors.dictValue}>
                      <Field.Label>
                        {t('fields.dictValue')} <Field.RequiredIndicator />
                      </Field.Label>
                      <Input data-testid="dict-data-form-value" value={values.dictValue} maxLength={100} onChange={(e) => set('dictValue', e.target.value)} />
                      <Field.ErrorText data-testid="dict-data-form-value-error">{errors.dictValue}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={!!errors.dictSort}>
                      <Field.Label>{t('fields.dictSort')}</Field.Label>
                      <Input type="number" min={0} max={9999} data-testid="dict-data-form-sort" value={values.dictSort} onChange={(e) => set('dictSort', e.target.value)} />
                      <Field.ErrorText>{errors.dictSort}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{t('fields.language')}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field data-testid="dict-data-form-language" value={values.language} onChange={(e) => set('language', e.target.value as Language)}>
                          {LANGUAGES.map((l) => (
                            <option key={l} value={l}>
                              {LANGUAGE_LABELS[l]}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{t('fields.listClass')}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field value={values.listClass} onChange={(e) => set('listClass', e.target.value as Values['listClass'])}>
                          {DICT_LIST_CLASSES.map((c) => (
                            <option key={c} value={c}>
                              {t(`listClass.${c || 'none'}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root invalid={!!errors.cssClass}>
                      <Field.Label>{t('fields.cssClass')}</Field.Label>
                      <Input value={values.cssClass} maxLength={100} onChange={(e) => set('cssClass', e.target.value)} />
                      <Field.ErrorText>{errors.cssClass}</Field.ErrorText>
                    </Field.Root>
                  </SimpleGrid>
                  <Field.Root>
                    <Field.Label id="dict-data-form-status">{t('fields.status')}</Field.Label>
                    <RadioGroup.Root value={values.status} aria-labelledby="dict-data-form-status" onValueChange={(e) => e.value && set('status', e.value as Values['status'])}>
                      <HStack gap="6">
                        {DICT_STATUSES.map((s) => (
                          <RadioGroup.Item key={s} value={s}>
                            <RadioGroup.ItemHiddenInput />
                            <RadioGroup.ItemIndicator />
                            <RadioGroup.ItemText>{t(`status.${s}`)}</RadioGroup.ItemText>
                          </RadioGroup.Item>
                        ))}
                      </HStack>
                    </RadioGroup.Root>
                  </Field.Root>
                  <Field.Root invalid={!!errors.remark}>
                    <Field.Label>{t('fields.remark')}</Field.Label>
                    <Textarea value={values.remark} maxLength={500} rows={2} onChange={(e) => set('remark', e.target.value)} />
                    <Field.ErrorText>{errors.remark}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose}>
                  {t('form.cancel')}
                </Button>
                <Button type="submit" loading={saving} data-testid="dict-data-form-submit">
                  {t('form.submit')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton aria-label={t('form.close')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
