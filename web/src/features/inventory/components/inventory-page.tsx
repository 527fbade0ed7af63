import { useState } from 'react';
import { Alert, Box, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeftRight, LuBoxes } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { OrgTreeLayout, OrgTreePanel, findOrg } from '../../../components/tree/org-tree-panel';
import { Can } from '../../../components/ui/can';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { MovementList } from './movement-list';
import { StockTable } from './stock-table';
import { useTreeOrg } from '../../../components/tree/use-tree-org';

/**
 * Inventory screen (menu component 'product/inventory/index'; docs/decisions/0021): the organization tree on the left
 * narrows both tabs; the stock tab lists stock per organization and model (from the device tallies), the movements tab
 * the lines every device write left. Nothing here edits stock: it always equals the registered devices.
 */
export default function InventoryPage() {
  const { t } = useTranslation('inventory');
  return (
    <Can
      permission={PERMISSIONS.inventory.list}
      fallback={
        <Alert.Root status="warning" m="4" data-testid="inventory-no-access">
          <Alert.Indicator />
          <Alert.Title>{t('noAccess')}</Alert.Title>
        </Alert.Root>
      }
    >
      <InventoryScreen />
    </Can>
  );
}

function InventoryScreen() {
  const { t } = useTranslation('inventory');
  const tree = useDeptTreeSelect();
  const { deptId, select: setDeptId } = useTreeOrg(tree);
  const [subtree, setSubtree] = useState(true);
  const picked = findOrg(tree.data ?? [], deptId);
  const scopeText = !picked ? t('scope.all') : subtree ? t('scope.subtree', { name: picked.label }) : t('scope.only', { name: picked.label });

  return (
    <OrgTreeLayout
      testId="inventory-page"
      panel={<OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="inventory" testIdPrefix="inventory" subtree={{ checked: subtree, onChange: setSubtree }} />}
    >
      <Stack gap="2">
        <Box>
          <Text fontWeight="semibold" data-testid="inventory-scope">
            {scopeText}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('intro')}
          </Text>
        </Box>
        <Tabs.Root defaultValue="stock" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="stock" data-testid="inventory-tab-stock">
              <LuBoxes />
              {t('tabs.stock')}
            </Tabs.Trigger>
            <Tabs.Trigger value="movements" data-testid="inventory-tab-movements">
              <LuArrowLeftRight />
              {t('tabs.movements')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="stock">
            <StockTable deptId={deptId} subtree={subtree} />
          </Tabs.Content>
          <Tabs.Content value="movements">
            <MovementList deptId={deptId} subtree={subtree} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </OrgTreeLayout>
  );
}
