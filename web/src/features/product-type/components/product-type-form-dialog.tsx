import { Input, Textarea } from '@chakra-ui/react';
import { addProductTypeBody, PRODUCT_TYPE_STATUSES, updateProductTypeBody, type ProductTypeRecord } from '@aed/shared/schemas/product-type';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { RadioChoices } from '../../../components/form/radio-choices';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useAddProductType } from '../api/add-product-type';
import { useUpdateProductType } from '../api/update-product-type';

interface Props {
  /** The product type to modify, or undefined to add one. */
  record?: ProductTypeRecord;
  onClose: () => void;
  /** After a successful add: the record the server answered (the list shows it). */
  onAdded?: (record: ProductTypeRecord) => void;
  /** After a successful change: the record as the server answered. */
  onModified?: (record: ProductTypeRecord) => void;
}

type Values = { typeCode: string; typeName: string; status: '0' | '1'; description: string };

const EMPTY: Values = { typeCode: '', typeName: '', status: '0', description: '' };
const toValues = (r: ProductTypeRecord): Values => ({ typeCode: r.typeCode, typeName: r.typeName, status: r.status, description: r.description });

/** Server refusals that belong to one field. */
const FIELD_OF_CODE: Record<string, keyof Values> = { 'productType.codeExists': 'typeCode', 'productType.nameExists': 'typeName' };

/** Add or modify a product type; a taken code or name is shown on its field. Mounted only while open. */
export function ProductTypeFormDialog({ record, onClose, onAdded, onModified }: Props) {
  const { t, values, set, save, onSubmit, field } = useZodForm({
    ns: 'productType',
    initial: record ? toValues(record) : EMPTY,
    fieldOf: FIELD_OF_CODE,
    testIdPrefix: 'product-type-form',
    onClose,
  });
  const add = useAddProductType();
  const update = useUpdateProductType();
  const submit = onSubmit(() =>
    record ? save(updateProductTypeBody, { ...values, typeId: record.typeId }, update, t('toast.modified'), { onDone: onModified }) : save(addProductTypeBody, values, add, t('toast.added'), { onDone: onAdded }),
  );

  return (
    <FormDialogShell onClose={onClose}>
      <FormDialogForm
        testId="product-type-form"
        testIdPrefix="product-type-form"
        title={record ? t('form.editTitle') : t('form.addTitle')}
        onSubmit={submit}
        onClose={onClose}
        saving={add.isPending || update.isPending}
      >
        {field(
          'typeCode',
          t('fields.typeCode'),
          <Input data-testid="product-type-form-code" value={values.typeCode} maxLength={32} autoComplete="off" onChange={(e) => set('typeCode', e.target.value)} />,
          { required: true, hint: t('form.codeHint'), errorTestId: 'product-type-form-code-error' },
        )}
        {field('typeName', t('fields.typeName'), <Input data-testid="product-type-form-name" value={values.typeName} maxLength={50} onChange={(e) => set('typeName', e.target.value)} />, {
          required: true,
          errorTestId: 'product-type-form-name-error',
        })}
        {field(
          'status',
          <span id="product-type-form-status">{t('fields.status')}</span>,
          <RadioChoices value={values.status} options={PRODUCT_TYPE_STATUSES} labelOf={(s) => t(`status.${s}`)} onChange={(v) => set('status', v)} testIdPrefix="product-type-form-status" labelledBy="product-type-form-status" />,
          { hint: t('form.statusHint') },
        )}
        {field(
          'description',
          t('fields.description'),
          <Textarea data-testid="product-type-form-description" value={values.description} maxLength={500} rows={3} onChange={(e) => set('description', e.target.value)} />,
        )}
      </FormDialogForm>
    </FormDialogShell>
  );
}
