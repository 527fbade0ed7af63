import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuActivity, LuMapPin } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { DEVICE_ENABLED, type DeviceDetails } from '@aed/shared/schemas/device';
import type { DeviceCommandName } from '@aed/shared/schemas/device-command';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { usePermission } from '../../../lib/permission';
import { useSendDeviceCommand } from '../api/send-device-command';

const ICONS = { selfTest: <LuActivity />, locate: <LuMapPin /> } as const;

/**
 * "Request self-test" and "Locate" on the device details (decision 0047, "Device commands"): only with the command
 * permission, each after a confirmation, with a toast of the outcome. Only an enabled device takes commands.
 */
export function DeviceCommandButtons({ device }: { device: DeviceDetails }) {
  const { t } = useTranslation('device');
  const { hasPermission } = usePermission();
  const sender = useConfirmAction({
    mutation: useSendDeviceCommand(),
    toVariables: (command: DeviceCommandName) => ({ deviceId: device.deviceId, command }),
    successText: (command) => t(`command.sent.${command}`, { serial: device.serialNumber }),
    errorText: (err) => errorMessage(t, err),
  });
  if (!hasPermission(PERMISSIONS.device.command)) return null;
  const enabled = device.status === DEVICE_ENABLED;
  const command = sender.target;
  return (
    <>
      {(['selfTest', 'locate'] as const).map((name) => (
        <Button
          key={name}
          variant="outline"
          data-testid={`device-command-${name}`}
          disabled={!enabled}
          title={enabled ? undefined : t('command.enabledOnly')}
          onClick={() => sender.ask(name)}
        >
          {ICONS[name]} {t(`command.button.${name}`)}
        </Button>
      ))}
      <ConfirmDialog
        {...sender.dialog}
        tone="info"
        title={command ? t(`command.title.${command}`) : ''}
        message={command ? t(`command.message.${command}`, { name: device.equipmentName, serial: device.serialNumber }) : ''}
        confirmLabel={t('command.confirm')}
        cancelLabel={t('command.cancel')}
        testId="device-command-dialog"
        actionTestIdPrefix="device-command"
      />
    </>
  );
}
