import { useState } from 'react';
import { OrgTreeLayout, OrgTreePanel } from '../../../components/tree/org-tree-panel';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { DeviceList } from './device-list';

/**
 * Devices screen (menu component 'product/device/index', product basic information): the organization tree on the
 * left filters the device list on the right (that organization and below, within the caller's scope).
 */
export default function DevicePage() {
  const [deptId, setDeptId] = useState<number | undefined>();
  const tree = useDeptTreeSelect();
  return (
    <OrgTreeLayout testId="device-page" panel={<OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="device" testIdPrefix="device" />}>
      <DeviceList deptId={deptId} />
    </OrgTreeLayout>
  );
}
