import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Field, HStack, Input, Portal, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { addDictTypeBody, DICT_STATUSES, updateDictTypeBody, type DictTypeRecord } from '@aed/shared/schemas/dict';
import { useAddDictType } from '../api/add-dict-type';
import { useUpdateDictType } from '../api/update-dict-type';
import { issuesToErrors, saveOutcome, type FieldErrors } from '../../../components/form/form-errors';

interface Props {
  /** The type to modify, or undefined to add one. */
  record?: DictTypeRecord;
  onClose: () => void;
}

type Values = { dictName: string; dictType: string; status: '0' | '1'; remark: string };

/** Add or modify a dictionary type. Mounted only while open. Changing the key renames the type's data. */
export function DictTypeFormDialog({ record, onClose }: Props) {
  const { t } = useTranslation('dict');
  const [values, setValues] = useState<Values>(
    record ? { dictName: record.dictName, dictType: record.dictType, status: record.status, remark: record.remark } : { dictName: '', dictType: '', status: '0', remark: '' },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddDictType();
  const update = useUpdateDictType();
  const saving = add.isPending || update.isPending;
  const set = <K extends keyof Values>(key: K, v: Values[K]) => {
    setValues((p) => ({ ...p, [key]: v }));
    setErrors((p) => ({ ...p, [key]: undefined }));
  };

  const { done, onError } = saveOutcome(t, { fieldOf: { 'dict.typeExists': 'dictType' }, setErrors, onClose });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    if (!record) {
      const parsed = addDictTypeBody.safeParse(values);
      if (!parsed.success) return setErrors(issuesToErrors(t, parsed.error));
      add.mutate(parsed.data, { onSuccess: done(t('toast.added')), onError });
    } else {
      const parsed = updateDictTypeBody.safeParse({ ...values, dictId: record.dictId });
      if (!parsed.success) return setErrors(issuesToErrors(t, parsed.error));
      update.mutate(parsed.data, { onSuccess: done(t('toast.modified')), onError });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} closeOnInteractOutside={false} size="md" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild data-testid="dict-type-form">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{record ? t('typeForm.editTitle') : t('typeForm.addTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required invalid={!!errors.dictName}>
                    <Field.Label>
                      {t('fields.dictName')} <Field.RequiredIndicator />
                    </Field.Label>
                    <Input data-testid="dict-type-form-name" value={values.dictName} maxLength={100} onChange={(e) => set('dictName', e.target.value)} />
                    <Field.ErrorText data-testid="dict-type-form-name-error">{errors.dictName}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={!!errors.dictType}>
                    <Field.Label>
                      {t('fields.dictType')} <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      data-testid="dict-type-form-type"
                      value={values.dictType}
                      maxLength={100}
                      autoComplete="off"
                      placeholder="sys_user_sex"
                      onChange={(e) => set('dictType', e.target.value)}
                    />
                    {record && !errors.dictType && <Field.HelperText>{t('typeForm.renameHint')}</Field.HelperText>}
                    <Field.ErrorText data-testid="dict-type-form-type-error">{errors.dictType}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label id="dict-type-form-status">{t('fields.status')}</Field.Label>
                    <RadioGroup.Root
                      value={values.status}
                      aria-labelledby="dict-type-form-status"
                      onValueChange={(e) => e.value && set('status', e.value as Values['status'])}
                    >
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
                    <Textarea data-testid="dict-type-form-remark" value={values.remark} maxLength={500} rows={3} onChange={(e) => set('remark', e.target.value)} />
                    <Field.ErrorText>{errors.remark}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose}>
                  {t('form.cancel')}
                </Button>
                <Button type="submit" loading={saving} data-testid="dict-type-form-submit">
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
