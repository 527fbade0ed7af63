import { Badge, Button, CloseButton, Dialog, HStack, Portal, Spinner, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCopy, LuPencil } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { errorMessage } from '../../../lib/error-message';
import { usePermission } from '../../../lib/permission';
import { useDeviceInfo } from '../api/get-device-info';
import { deviceDetailTabs, type DeviceDetailTab } from './device-detail-tabs';
import { SaleStatusBadge } from './sale-status-badge';
import { DeviceCommandButtons } from './device-command-buttons';

interface Props {
  deviceId: number;
  onClose: () => void;
  onEdit: () => void;
  onCopy: () => void;
  /** Tabs other features add (app/ passes them down the devices screen). */
  otherTabs: readonly DeviceDetailTab[];
}

/** Device details: a header with its identity and statuses, then its tabs (deviceDetailTabs). */
export function DeviceDetailsDialog({ deviceId, onClose, onEdit, onCopy, otherTabs }: Props) {
  const { t } = useTranslation('device');
  const { hasPermission } = usePermission();
  const info = useDeviceInfo(deviceId);
  const device = info.data;
  const may = (tab: DeviceDetailTab) => !tab.permission || hasPermission(tab.permission);
  // another feature's tab replaces the device's own of the same name only for those who may see it
  const tabs = deviceDetailTabs(otherTabs.filter(may)).filter(may);
  return (
    // Opened right after the form closes: focus returning to the page must not count as an outside interaction.
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} closeOnInteractOutside={false} size="xl" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="device-details">
            <Dialog.Header>
              <Dialog.Title>
                {device ? (
                  <HStack gap="3" wrap="wrap">
                    <Text>{device.equipmentName}</Text>
                    <Text fontFamily="mono" fontSize="sm" color="fg.muted" data-testid="device-details-serial">
                      {device.serialNumber}
                    </Text>
                    <SaleStatusBadge status={device.saleStatus} testId="device-details-sale-status" />
                    <Badge colorPalette={device.status === '0' ? 'green' : 'gray'} data-testid="device-details-status">
                      {t(`status.${device.status}`)}
                    </Badge>
                  </HStack>
                ) : (
                  t('details.title')
                )}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {info.isError ? (
                <Text color="fg.error" data-testid="device-details-error">
                  {errorMessage(t, info.error)}
                </Text>
              ) : !device ? (
                <HStack justify="center" py="8" gap="3">
                  <Spinner /> {t('form.loading')}
                </HStack>
              ) : (
                <Tabs.Root defaultValue={tabs[0]?.value} lazyMount variant="line">
                  <Tabs.List flexWrap="wrap">
                    {tabs.map((tab) => (
                      <Tabs.Trigger key={tab.value} value={tab.value} data-testid={`device-tab-${tab.value}`}>
                        {tab.icon}
                        {t(tab.labelKey)}
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                  {tabs.map((tab) => (
                    <Tabs.Content key={tab.value} value={tab.value} data-testid={`device-tab-content-${tab.value}`}>
                      {tab.render(device)}
                    </Tabs.Content>
                  ))}
                </Tabs.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {device && <DeviceCommandButtons device={device} />}
              {device && hasPermission(PERMISSIONS.device.add) && (
                <Button variant="outline" data-testid="device-details-copy" onClick={onCopy}>
                  <LuCopy /> {t('toolbar.copy')}
                </Button>
              )}
              {device && hasPermission(PERMISSIONS.device.edit) && (
                <Button variant="outline" data-testid="device-details-edit" onClick={onEdit}>
                  <LuPencil /> {t('common:actions.edit')}
                </Button>
              )}
              <Button data-testid="device-details-close" onClick={onClose}>
                {t('form.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('form.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
