import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuShieldAlert, LuUsers } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { OrgTreeLayout, OrgTreePanel } from '../../../components/tree/org-tree-panel';
import { usePermission } from '../../../lib/permission';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { UserList } from './user-list';
import { UserWarningList } from './user-warning-list';
import { useTreeOrg } from '../../../components/tree/use-tree-org';

/**
 * Users screen (menu component 'system/user/index'): the organization tree on the left filters the list on the
 * right; holders of the certificate right get a second tab with the certificates expiring or overdue.
 */
export default function UserPage() {
  const { t } = useTranslation('user');
  const { hasPermission } = usePermission();
  const tree = useDeptTreeSelect();
  const { deptId, select: setDeptId } = useTreeOrg(tree);
  const certificates = hasPermission(PERMISSIONS.user.certificate);

  return (
    <OrgTreeLayout testId="user-page" panel={<OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="user" testIdPrefix="user" />}>
      {certificates ? (
        <Tabs.Root defaultValue="users" lazyMount unmountOnExit>
          <Tabs.List>
            <Tabs.Trigger value="users" data-testid="user-tab-users">
              <LuUsers />
              {t('tabs.users')}
            </Tabs.Trigger>
            <Tabs.Trigger value="warnings" data-testid="user-tab-warnings">
              <LuShieldAlert />
              {t('tabs.warnings')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="users">
            <UserList deptId={deptId} />
          </Tabs.Content>
          <Tabs.Content value="warnings">
            <UserWarningList deptId={deptId} />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <UserList deptId={deptId} />
      )}
    </OrgTreeLayout>
  );
}
