import { useState, type FormEvent } from 'react';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import { removeAccessoryBody, todayUtc, type AccessoryRecord } from '@aed/shared/schemas/accessory';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { saveOutcome, type FieldErrors } from '../../../components/form/form-errors';
import { FormField } from '../../../components/form/form-field';
import { useRemoveAccessory } from '../api/remove-accessory';

const FIELD_OF_CODE: Record<string, string> = { 'accessory.dateBeforeInstall': 'removeDate', 'accessory.dateInFuture': 'removeDate' };

/** Takes an installed record off its device, back to stock, on a given day (confirmation with the date). */
export function RemoveDialog({ record, onClose }: { record: AccessoryRecord; onClose: () => void }) {
  const { t } = useTranslation('accessory');
  const [removeDate, setRemoveDate] = useState(todayUtc());
  const [errors, setErrors] = useState<FieldErrors>({});
  const remove = useRemoveAccessory();
  const { done, onError } = saveOutcome(t, { fieldOf: FIELD_OF_CODE, setErrors, onClose });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (remove.isPending) return;
    remove.mutate(removeAccessoryBody.parse({ accessoryId: record.accessoryId, removeDate }), {
      onSuccess: done(t('toast.removed')),
      onError,
    });
  };

  return (
    <FormDialogShell onClose={onClose} size="sm">
      <FormDialogForm
        testId="accessory-remove"
        title={t('remove.title')}
        onSubmit={submit}
        onClose={onClose}
        saving={remove.isPending}
        testIdPrefix="accessory-remove"
        submitLabel={t('remove.submit')}
        cancelLabel={t('form.cancel')}
        closeLabel={t('form.close')}
      >
        <Text>{t('remove.message', { code: record.code, name: record.name, device: record.device?.serialNumber ?? '' })}</Text>
        <FormField label={t('fields.removeDate')} required error={errors.removeDate} errorTestId="accessory-remove-removeDate-error">
          <DateField testId="accessory-remove-date" value={removeDate} min={record.installDate || undefined} max={todayUtc()} onChange={setRemoveDate} />
        </FormField>
      </FormDialogForm>
    </FormDialogShell>
  );
}
