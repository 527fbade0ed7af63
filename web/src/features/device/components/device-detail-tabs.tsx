import type { ReactNode } from 'react';
import { LuActivity, LuHistory, LuInfo, LuMapPin } from 'react-icons/lu';
import type { DeviceInfo } from '../api/get-device-info';
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
  render: (device: DeviceInfo) => ReactNode;
}

/**
 * THE extension point of the device details: other features add their tab here, one entry each, in display order.
 * The "Accessories and consumables" tab (accessories feature) goes right after `basic`:
 *   { value: 'accessories', labelKey: 'accessory:deviceTab.title', icon: <LuPackage />, permission: ..., render: (d) => <DeviceAccessoriesTab device={d} /> },
 * Sales history and location change records show the device's stock movements until the sales module adds its sale
 * records to them (docs/decisions/0018).
 */
export const DEVICE_DETAIL_TABS: readonly DeviceDetailTab[] = [
  { value: 'basic', labelKey: 'tabs.basic', icon: <LuInfo />, render: (d) => <DeviceBasicTab device={d} /> },
  { value: 'monitorItems', labelKey: 'tabs.monitorItems', icon: <LuActivity />, render: (d) => <DeviceMonitorItemsTab device={d} /> },
  { value: 'sales', labelKey: 'tabs.sales', icon: <LuHistory />, render: (d) => <DeviceSalesTab device={d} /> },
  { value: 'location', labelKey: 'tabs.location', icon: <LuMapPin />, render: (d) => <DeviceLocationTab device={d} /> },
];
