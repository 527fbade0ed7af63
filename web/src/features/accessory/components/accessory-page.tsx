import { useState } from 'react';
import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBox, LuLayers, LuPackageOpen } from 'react-icons/lu';
import type { AccessoryCategory } from '@aed/shared/schemas/accessory';
import { OrgTreeLayout, OrgTreePanel } from '../../../components/tree/org-tree-panel';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { AccessoryList } from './accessory-list';
import { useTreeOrg } from '../../../components/tree/use-tree-org';

type Tab = 'all' | AccessoryCategory;

/**
 * Accessory records and consumable records (menu component 'product/accessory/index'): the organization tree on the
 * left narrows the list; tabs pick consumables, accessories or both.
 */
export default function AccessoryPage() {
  const { t } = useTranslation('accessory');
  const tree = useDeptTreeSelect();
  const { deptId, select: setDeptId } = useTreeOrg(tree);
  const [tab, setTab] = useState<Tab>('consumable');

  return (
    <OrgTreeLayout testId="accessory-page" panel={<OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="accessory" testIdPrefix="accessory" />}>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)}>
        <Tabs.List>
          <Tabs.Trigger value="consumable" data-testid="accessory-tab-consumable">
            <LuPackageOpen />
            {t('tabs.consumable')}
          </Tabs.Trigger>
          <Tabs.Trigger value="accessory" data-testid="accessory-tab-accessory">
            <LuBox />
            {t('tabs.accessory')}
          </Tabs.Trigger>
          <Tabs.Trigger value="all" data-testid="accessory-tab-all">
            <LuLayers />
            {t('tabs.all')}
          </Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
      {/* one list per tab: its own search and paging */}
      <AccessoryList key={tab} deptId={deptId} category={tab === 'all' ? undefined : tab} />
    </OrgTreeLayout>
  );
}
