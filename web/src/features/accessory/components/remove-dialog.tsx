import { Text } from '@chakra-ui/react';
import { DateField } from '../../../components/form/date-field';
import { removeAccessoryBody, todayUtc, type AccessoryRecord } from '@aed/shared/schemas/accessory';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useRemoveAccessory } from '../api/remove-accessory';

const FIELD_OF_CODE: Record<string, string> = { 'accessory.dateBeforeInstall': 'removeDate', 'accessory.dateInFuture': 'removeDate' };

/** Takes an installed record off its device, back to stock, on a given day (confirmation with the date). */
export function RemoveDialog({ record, onClose }: { record: AccessoryRecord; onClose: () => void }) {
  const { t, values, set, save, onSubmit, field } = useZodForm({
    ns: 'accessory',
    initial: { removeDate: todayUtc() },
    fieldOf: FIELD_OF_CODE,
    testIdPrefix: 'accessory-remove',
    onClose,
  });
  const remove = useRemoveAccessory();
  const submit = onSubmit(() => save(removeAccessoryBody, { accessoryId: record.accessoryId, removeDate: values.removeDate }, remove, t('toast.removed')));

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
      >
        <Text>{t('remove.message', { code: record.code, name: record.name, device: record.device?.serialNumber ?? '' })}</Text>
        {field(
          'removeDate',
          t('fields.removeDate'),
          <DateField testId="accessory-remove-date" value={values.removeDate} min={record.installDate || undefined} max={todayUtc()} onChange={(day) => set('removeDate', day)} />,
          { required: true },
        )}
      </FormDialogForm>
    </FormDialogShell>
  );
}
