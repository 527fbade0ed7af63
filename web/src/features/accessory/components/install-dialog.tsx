import { useState, type FormEvent } from 'react';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import { installAccessoryBody, todayUtc, type AccessoryDeviceOption, type AccessoryRecord } from '@aed/shared/schemas/accessory';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { saveOutcome, type FieldErrors } from '../../../components/form/form-errors';
import { FormField } from '../../../components/form/form-field';
import { useInstallAccessory } from '../api/install-accessory';
import { DevicePicker } from './device-picker';

/** Refusals shown on a field of the dialog (the maximum validity and the kind are the device model's). */
const FIELD_OF_CODE: Record<string, string> = {
  'accessory.expiryAboveMax': 'device',
  'accessory.kindNotForModel': 'device',
  'accessory.deviceNotFound': 'device',
  'accessory.deviceNotInOrganization': 'device',
  'accessory.dateBeforeStart': 'installDate',
  'accessory.dateInFuture': 'installDate',
};

/** Installs a record in stock on a device of its organization (or below). */
export function InstallDialog({ record, onClose }: { record: AccessoryRecord; onClose: () => void }) {
  const { t } = useTranslation('accessory');
  const [device, setDevice] = useState<AccessoryDeviceOption | null>(null);
  const [installDate, setInstallDate] = useState(todayUtc());
  const [errors, setErrors] = useState<FieldErrors>({});
  const install = useInstallAccessory();
  const { done, onError } = saveOutcome(t, { fieldOf: FIELD_OF_CODE, setErrors, onClose });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (install.isPending) return;
    if (!device) return setErrors({ device: t('validation.required') });
    const body = installAccessoryBody.parse({ accessoryId: record.accessoryId, deviceId: device.deviceId, installDate });
    install.mutate(body, {
      onSuccess: done(t('toast.installed')),
      onError,
    });
  };

  return (
    <FormDialogShell onClose={onClose}>
      <FormDialogForm
        testId="accessory-install"
        title={t('install.title')}
        onSubmit={submit}
        onClose={onClose}
        saving={install.isPending}
        testIdPrefix="accessory-install"
        submitLabel={t('install.submit')}
        cancelLabel={t('form.cancel')}
        closeLabel={t('form.close')}
      >
        <Text fontSize="sm">{t('install.what', { kind: t(`kind.${record.kind}`), code: record.code, name: record.name, expiry: record.expiryDate || t('table.noExpiry') })}</Text>
        <DevicePicker
          deptId={record.deptId}
          selected={device}
          onChange={(d) => {
            setDevice(d);
            setErrors({});
          }}
          label={t('fields.device')}
          required
          error={errors.device}
          testId="accessory-install-device"
        />
        <FormField label={t('fields.installDate')} required error={errors.installDate} errorTestId="accessory-install-installDate-error">
          <DateField testId="accessory-install-date" value={installDate} max={todayUtc()} onChange={setInstallDate} />
        </FormField>
      </FormDialogForm>
    </FormDialogShell>
  );
}
