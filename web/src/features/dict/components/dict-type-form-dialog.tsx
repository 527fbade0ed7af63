import { Input, Textarea } from '@chakra-ui/react';
import { addDictTypeBody, DICT_STATUSES, updateDictTypeBody, type DictTypeRecord } from '@aed/shared/schemas/dict';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { RadioChoices } from '../../../components/form/radio-choices';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useAddDictType } from '../api/add-dict-type';
import { useUpdateDictType } from '../api/update-dict-type';

interface Props {
  /** The type to modify, or undefined to add one. */
  record?: DictTypeRecord;
  onClose: () => void;
  /** After a successful add: the type the server answered (the list shows it). */
  onAdded?: (record: DictTypeRecord) => void;
  /** After a successful change: the type as the server answered. */
  onModified?: (record: DictTypeRecord) => void;
}

type Values = { dictName: string; dictType: string; status: '0' | '1'; remark: string };

const EMPTY: Values = { dictName: '', dictType: '', status: '0', remark: '' };
const toValues = (r: DictTypeRecord): Values => ({ dictName: r.dictName, dictType: r.dictType, status: r.status, remark: r.remark });

/** Add or modify a dictionary type; a taken key is shown on its field. Mounted only while open. Changing the key renames the type's data. */
export function DictTypeFormDialog({ record, onClose, onAdded, onModified }: Props) {
  const { t, values, errors, set, save, onSubmit, field } = useZodForm({
    ns: 'dict',
    initial: record ? toValues(record) : EMPTY,
    fieldOf: { 'dict.typeExists': 'dictType' },
    testIdPrefix: 'dict-type-form',
    onClose,
  });
  const add = useAddDictType();
  const update = useUpdateDictType();
  const submit = onSubmit(() =>
    record
      ? save(updateDictTypeBody, { ...values, dictId: record.dictId }, update, t('toast.modified'), { onDone: onModified })
      : save(addDictTypeBody, values, add, t('toast.added'), { onDone: onAdded }),
  );

  return (
    <FormDialogShell onClose={onClose} size="md">
      <FormDialogForm
        testId="dict-type-form"
        testIdPrefix="dict-type-form"
        title={record ? t('typeForm.editTitle') : t('typeForm.addTitle')}
        onSubmit={submit}
        onClose={onClose}
        saving={add.isPending || update.isPending}
      >
        {field('dictName', t('fields.dictName'), <Input data-testid="dict-type-form-name" value={values.dictName} maxLength={100} onChange={(e) => set('dictName', e.target.value)} />, {
          required: true,
          errorTestId: 'dict-type-form-name-error',
        })}
        {field(
          'dictType',
          t('fields.dictType'),
          <Input data-testid="dict-type-form-type" value={values.dictType} maxLength={100} autoComplete="off" placeholder="sys_user_sex" onChange={(e) => set('dictType', e.target.value)} />,
          { required: true, hint: record && !errors.dictType ? t('typeForm.renameHint') : undefined, errorTestId: 'dict-type-form-type-error' },
        )}
        {field(
          'status',
          <span id="dict-type-form-status">{t('fields.status')}</span>,
          <RadioChoices value={values.status} options={DICT_STATUSES} labelOf={(s) => t(`status.${s}`)} onChange={(v) => set('status', v)} testIdPrefix="dict-type-form-status" labelledBy="dict-type-form-status" />,
        )}
        {field('remark', t('fields.remark'), <Textarea data-testid="dict-type-form-remark" value={values.remark} maxLength={500} rows={3} onChange={(e) => set('remark', e.target.value)} />)}
      </FormDialogForm>
    </FormDialogShell>
  );
}
