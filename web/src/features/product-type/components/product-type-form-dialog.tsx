import { useState, type FormEvent } from 'react';
import { Field, Input, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { addProductTypeBody, PRODUCT_TYPE_STATUSES, updateProductTypeBody, type ProductTypeRecord } from '@aed/shared/schemas/product-type';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { RadioChoices } from '../../../components/form/radio-choices';
import { issuesToErrors, saveOutcome, type FieldErrors } from '../../../components/form/form-errors';
import { useAddProductType } from '../api/add-product-type';
import { useUpdateProductType } from '../api/update-product-type';

interface Props {
  /** The product type to modify, or undefined to add one. */
  record?: ProductTypeRecord;
  onClose: () => void;
}

type Values = { typeCode: string; typeName: string; status: '0' | '1'; description: string };

/** Server refusals that belong to one field. */
const FIELD_OF_CODE: Record<string, string> = { 'productType.codeExists': 'typeCode', 'productType.nameExists': 'typeName' };

/** Add or modify a product type; a taken code or name is shown on its field. Mounted only while open. */
export function ProductTypeFormDialog({ record, onClose }: Props) {
  const { t } = useTranslation('productType');
  const [values, setValues] = useState<Values>(
    record
      ? { typeCode: record.typeCode, typeName: record.typeName, status: record.status, description: record.description }
      : { typeCode: '', typeName: '', status: '0', description: '' },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddProductType();
  const update = useUpdateProductType();
  const saving = add.isPending || update.isPending;
  const set = <K extends keyof Values>(key: K, v: Values[K]) => {
    setValues((p) => ({ ...p, [key]: v }));
    setErrors((p) => ({ ...p, [key]: undefined }));
  };
  const { done, onError } = saveOutcome(t, { fieldOf: FIELD_OF_CODE, setErrors, onClose });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    if (!record) {
      const parsed = addProductTypeBody.safeParse(values);
      if (!parsed.success) return setErrors(issuesToErrors(t, parsed.error));
      add.mutate(parsed.data, { onSuccess: done(t('toast.added')), onError });
    } else {
      const parsed = updateProductTypeBody.safeParse({ ...values, typeId: record.typeId });
      if (!parsed.success) return setErrors(issuesToErrors(t, parsed.error));
      update.mutate(parsed.data, { onSuccess: done(t('toast.modified')), onError });
    }
  };

  return (
    <FormDialogShell onClose={onClose}>
      <FormDialogForm
        testId="product-type-form"
        title={record ? t('form.editTitle') : t('form.addTitle')}
        onSubmit={submit}
        onClose={onClose}
        saving={saving}
        testIdPrefix="product-type-form"
        submitLabel={t('form.submit')}
        cancelLabel={t('form.cancel')}
        closeLabel={t('form.close')}
      >
        <Field.Root required invalid={!!errors.typeCode}>
          <Field.Label>
            {t('fields.typeCode')} <Field.RequiredIndicator />
          </Field.Label>
          <Input data-testid="product-type-form-code" value={values.typeCode} maxLength={32} autoComplete="off" onChange={(e) => set('typeCode', e.target.value)} />
          <Field.HelperText>{t('form.codeHint')}</Field.HelperText>
          <Field.ErrorText data-testid="product-type-form-code-error">{errors.typeCode}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.typeName}>
          <Field.Label>
            {t('fields.typeName')} <Field.RequiredIndicator />
          </Field.Label>
          <Input data-testid="product-type-form-name" value={values.typeName} maxLength={50} onChange={(e) => set('typeName', e.target.value)} />
          <Field.ErrorText data-testid="product-type-form-name-error">{errors.typeName}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label id="product-type-form-status">{t('fields.status')}</Field.Label>
          <RadioChoices value={values.status} options={PRODUCT_TYPE_STATUSES} labelOf={(s) => t(`status.${s}`)} onChange={(v) => set('status', v)} testIdPrefix="product-type-form-status" labelledBy="product-type-form-status" />
          <Field.HelperText>{t('form.statusHint')}</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={!!errors.description}>
          <Field.Label>{t('fields.description')}</Field.Label>
          <Textarea data-testid="product-type-form-description" value={values.description} maxLength={500} rows={3} onChange={(e) => set('description', e.target.value)} />
          <Field.ErrorText>{errors.description}</Field.ErrorText>
        </Field.Root>
      </FormDialogForm>
    </FormDialogShell>
  );
}
