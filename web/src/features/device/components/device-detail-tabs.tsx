import type { ReactNode } from 'react';
import { LuActivity, LuHistory, LuInfo, LuMapPin, LuPackage } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { DeviceDetails } from '@aed/shared/schemas/device';
// Another feature's component: the one place the device details compose other features' tabs (decision 0018). Lint
// sets no boundary between features (eslint.config.js restricts only web -> functions/infra); the accessories feature
// imports nothing from devices, so this stays a one-way edge and no app-level registry is needed.
import { DeviceAccessoriesTab } from '../../accessory/components/device-accessories-tab';
import { DeviceBasicTab } from './device-basic-tab';
import { DeviceLocationTab, DeviceSalesTab } from './device-history-tabs';
import { DeviceMonitorItemsTab } from './device-monitor-items-tab';

/** One tab of the device details dialog. */
export interface DeviceDetailTab {
  /** Tab value, also the test id suffix (`device-tab-<value>`). */
  value: string;
  /** Label key in the `device` namespace (or `ns:key` of another feature's namespace). */
  labelKey: string;
  icon: ReactNode;
  /** Shown only when the signed-in user holds it. */
  permission?: string;
  render: (device: DeviceDetails) => ReactNode;
}

/**
 * THE extension point of the device details: other features add their tab here, one entry each, in display order.
 * The "Accessories and consumables" tab (accessories feature, decision 0020) comes right after `basic`, for holders
 * of the accessory list permission (what is installed on a device is shown to whoever sees the device).
 * Sales history and location change records show the device's stock movements until the sales module adds its sale
 * records to them (docs/decisions/0018).
 */
export const DEVICE_DETAIL_TABS: readonly DeviceDetailTab[] = [
  { value: 'basic', labelKey: 'tabs.basic', icon: <LuInfo />, render: (d) => <DeviceBasicTab device={d} /> },
  {
    value: 'accessories',
    labelKey: 'accessory:title',
    icon: <LuPackage />,
    permission: PERMISSIONS.accessory.list,
    render: (d) => <DeviceAccessoriesTab deviceId={d.deviceId} />,
  },
  { value: 'monitorItems', labelKey: 'tabs.monitorItems', icon: <LuActivity />, render: (d) => <DeviceMonitorItemsTab device={d} /> },
  { value: 'sales', labelKey: 'tabs.sales', icon: <LuHistory />, render: (d) => <DeviceSalesTab device={d} /> },
  { value: 'location', labelKey: 'tabs.location', icon: <LuMapPin />, render: (d) => <DeviceLocationTab device={d} /> },
];
