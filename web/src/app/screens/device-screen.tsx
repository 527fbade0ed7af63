import { LuPackage, LuQrCode } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { DeviceAccessoriesTab } from '../../features/accessory/components/device-accessories-tab';
import type { DeviceDetailTab } from '../../features/device/components/device-detail-tabs';
import DevicePage from '../../features/device/components/device-page';
import { DeviceQrTab } from '../../features/qr/components/device-qr-tab';

/**
 * The device details' tabs from other features. "Accessories and consumables" (decision 0020) comes right after basic
 * information, for holders of the accessory list permission (what is installed on a device is shown to whoever sees
 * the device).
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
    value: 'qr',
    labelKey: 'qr:bind.title',
    icon: <LuQrCode />,
    permission: PERMISSIONS.qr.list,
    render: (d) => <DeviceQrTab deviceId={d.deviceId} />,
  },
];

/** The devices screen (menu component 'product/device/index') with the accessories feature's tab in its details. */
export default function DeviceScreen() {
  return <DevicePage otherDetailTabs={OTHER_DETAIL_TABS} />;
}
