import { Text } from '@chakra-ui/react';
import { DateField } from '../../../components/form/date-field';
import { installAccessoryBody, todayUtc, type AccessoryDeviceOption, type AccessoryRecord } from '@aed/shared/schemas/accessory';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { useZodForm } from '../../../components/form/use-zod-form';
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

/** The device picker shows the errors of the device id. */
const errorKeyOf = (path: string) => (path === 'deviceId' ? 'device' : path.split('.')[0]!);

/** Installs a record in stock on a device of its organization (or below). */
export function InstallDialog({ record, onClose }: { record: AccessoryRecord; onClose: () => void }) {
  const { t, values, set, setErrors, errors, save, onSubmit, field } = useZodForm<{ device: AccessoryDeviceOption | null; installDate: string }>({
    ns: 'accessory',
    initial: { device: null, installDate: todayUtc() },
    fieldOf: FIELD_OF_CODE,
    testIdPrefix: 'accessory-install',
    onClose,
    errorKey: errorKeyOf,
  });
  const install = useInstallAccessory();
  // no device picked: the id is left empty, "required" at the picker
  const submit = onSubmit(() =>
    save(installAccessoryBody, { accessoryId: record.accessoryId, deviceId: values.device?.deviceId ?? '', installDate: values.installDate }, install, t('toast.installed')),
  );

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
      >
        <Text fontSize="sm">{t('install.what', { kind: t(`kind.${record.kind}`), code: record.code, name: record.name, expiry: record.expiryDate || t('table.noExpiry') })}</Text>
        <DevicePicker
          deptId={record.deptId}
          selected={values.device}
          onChange={(d) => {
            set('device', d);
            setErrors({});
          }}
          label={t('fields.device')}
          required
          error={errors.device}
          testId="accessory-install-device"
        />
        {field('installDate', t('fields.installDate'), <DateField testId="accessory-install-date" value={values.installDate} max={todayUtc()} onChange={(day) => set('installDate', day)} />, {
          required: true,
        })}
      </FormDialogForm>
    </FormDialogShell>
  );
}
