import { useState } from 'react';
import { Box, Grid } from '@chakra-ui/react';
import { OrgTreePanel } from '../../../components/tree/org-tree-panel';
import { useDeptTreeSelect } from '../../dept/api/get-dept-treeselect';
import { DeviceList } from './device-list';

/**
 * Devices screen (menu component 'product/device/index', product basic information): the organization tree on the
 * left filters the device list on the right (that organization and below, within the caller's scope).
 */
export default function DevicePage() {
  const [deptId, setDeptId] = useState<number | undefined>();
  const tree = useDeptTreeSelect();
  return (
    <Grid templateColumns={{ base: '1fr', lg: '260px minmax(0, 1fr)' }} gap="4" p="4" data-testid="device-page">
      <OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="device" testIdPrefix="device" />
      <Box minW="0">
        <DeviceList deptId={deptId} />
      </Box>
    </Grid>
  );
}
