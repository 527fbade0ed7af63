import type { ReactNode } from 'react';
import { LuActivity, LuHistory, LuInfo, LuMapPin } from 'react-icons/lu';
import type { DeviceDetails } from '@aed/shared/schemas/device';
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
 * The device's own tabs. Sales history and location change records show the device's stock movements until the sales
 * module adds its sale records to them (docs/decisions/0018).
 */
const [BASIC_TAB, ...LATER_TABS]: readonly DeviceDetailTab[] = [
  { value: 'basic', labelKey: 'tabs.basic', icon: <LuInfo />, render: (d) => <DeviceBasicTab device={d} /> },
  { value: 'monitorItems', labelKey: 'tabs.monitorItems', icon: <LuActivity />, render: (d) => <DeviceMonitorItemsTab device={d} /> },
  { value: 'sales', labelKey: 'tabs.sales', icon: <LuHistory />, render: (d) => <DeviceSalesTab device={d} /> },
  { value: 'location', labelKey: 'tabs.location', icon: <LuMapPin />, render: (d) => <DeviceLocationTab device={d} /> },
];

/**
 * The tabs of the device details in display order: basic information, then the tabs other features add (given by
 * web/src/app, which composes features: the accessories tab, decision 0020), then the device's other tabs.
 */
export const deviceDetailTabs = (otherFeatures: readonly DeviceDetailTab[]): readonly DeviceDetailTab[] => [
  BASIC_TAB,
  ...otherFeatures.filter((o) => !LATER_TABS.some((l) => l.value === o.value)),
  // a feature's tab of the same value takes the device's own place (the sales module's sales history and locations)
  ...LATER_TABS.map((own) => otherFeatures.find((o) => o.value === own.value) ?? own),
];
