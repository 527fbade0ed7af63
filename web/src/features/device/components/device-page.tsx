import type { ReactNode } from 'react';
import type { DeviceRecord } from '@aed/shared/schemas/device';
import { OrgTreeLayout, OrgTreePanel } from '../../../components/tree/org-tree-panel';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import type { DeviceDetailTab } from './device-detail-tabs';
import { DeviceList } from './device-list';
import { useTreeOrg } from '../../../components/tree/use-tree-org';

const NONE: readonly DeviceDetailTab[] = [];

/**
 * Devices screen (menu component 'product/device/index', product basic information): the organization tree on the
 * left filters the device list on the right (that organization and below, within the caller's scope). Other features'
 * tabs of the device details come from web/src/app (app/screens/device-screen.tsx), which composes features.
 */
export default function DevicePage({
  otherDetailTabs = NONE,
  otherRowActions,
  otherSelectionActions,
}: {
  otherDetailTabs?: readonly DeviceDetailTab[];
  otherRowActions?: (device: DeviceRecord) => ReactNode;
  otherSelectionActions?: (devices: readonly DeviceRecord[]) => ReactNode;
}) {
  const tree = useDeptTreeSelect();
  const { deptId, select: setDeptId } = useTreeOrg(tree);
  return (
    <OrgTreeLayout testId="device-page" panel={<OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="device" testIdPrefix="device" />}>
      <DeviceList deptId={deptId} otherDetailTabs={otherDetailTabs} otherRowActions={otherRowActions} otherSelectionActions={otherSelectionActions} />
    </OrgTreeLayout>
  );
}
