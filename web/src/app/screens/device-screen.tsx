import type { ReactNode } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuHistory, LuMapPin, LuPackage, LuQrCode } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { DeviceRecord } from '@aed/shared/schemas/device';
import { DeviceAccessoriesTab } from '../../features/accessory/components/device-accessories-tab';
import type { DeviceDetailTab } from '../../features/device/components/device-detail-tabs';
import DevicePage from '../../features/device/components/device-page';
import { DeviceLocationTab, DeviceSalesTab as DeviceMovementsTab } from '../../features/device/components/device-history-tabs';
import { DeviceRelocationsTab, DeviceSalesTab } from '../../features/sale/components/sale-details';
import { SellDeviceAction } from '../../features/sale/components/sell-device-action';
import { DeviceQrTab } from '../../features/qr/components/device-qr-tab';
import { PrintQrLabelsAction } from '../../features/qr/components/print-qr-labels-action';

/** One of the two tables of a history tab, under its heading (`device:details.<title>`). */
function HistorySection({ title, children }: { title: 'saleRecords' | 'statusChanges' | 'placeChanges' | 'organizationChanges'; children: ReactNode }) {
  const { t } = useTranslation('device');
  return (
    <Stack gap="2" data-testid={`device-history-section-${title}`}>
      <Heading as="h3" size="sm">
        {t(`details.${title}`)}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * The device details' tabs from other features. "Accessories and consumables" (decision 0020) comes right after basic
 * information, for holders of the accessory list permission (what is installed on a device is shown to whoever sees
 * the device). The sales module's "Sales history" and "Location change records" (decision 0043) take the places of
 * the device's own tabs of those names, for holders of the sale list permission: the sale records (and the moves of
 * the installation place) first, then the device's own stock movements (registered, transfers, sale status changes),
 * each table under its heading.
 */
const OTHER_DETAIL_TABS: readonly DeviceDetailTab[] = [
  {
    value: 'accessories',
    labelKey: 'accessory:title',
    icon: <LuPackage />,
    permission: PERMISSIONS.accessory.list,
    render: (d) => <DeviceAccessoriesTab deviceId={d.deviceId} />,
  },
  {
    value: 'sales',
    labelKey: 'tabs.sales',
    icon: <LuHistory />,
    permission: PERMISSIONS.sale.list,
    render: (d) => (
      <Stack gap="4">
        <HistorySection title="saleRecords">
          <DeviceSalesTab deviceId={d.deviceId} />
        </HistorySection>
        <HistorySection title="statusChanges">
          <DeviceMovementsTab device={d} />
        </HistorySection>
      </Stack>
    ),
  },
  {
    value: 'location',
    labelKey: 'tabs.location',
    icon: <LuMapPin />,
    permission: PERMISSIONS.sale.list,
    render: (d) => (
      <Stack gap="4">
        <HistorySection title="placeChanges">
          <DeviceRelocationsTab deviceId={d.deviceId} />
        </HistorySection>
        <HistorySection title="organizationChanges">
          <DeviceLocationTab device={d} />
        </HistorySection>
      </Stack>
    ),
  },
  {
    value: 'qr',
    labelKey: 'qr:bind.title',
    icon: <LuQrCode />,
    permission: PERMISSIONS.qr.list,
    render: (d) => <DeviceQrTab deviceId={d.deviceId} />,
  },
];

/** The sales module's "Sell" action on each device row. */
const sellAction = (device: DeviceRecord): ReactNode => <SellDeviceAction device={device} />;

/** The QR feature's "Print QR labels" of the selected devices (decision 0042). */
const selectionActions = (devices: readonly DeviceRecord[]): ReactNode => <PrintQrLabelsAction devices={devices} />;

/** The devices screen (menu component 'product/device/index') with the accessories, sales and QR features' parts. */
export default function DeviceScreen() {
  return <DevicePage otherDetailTabs={OTHER_DETAIL_TABS} otherRowActions={sellAction} otherSelectionActions={selectionActions} />;
}
