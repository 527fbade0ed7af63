import { Alert, Box, SimpleGrid, Stack, Stat, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuHistory, LuLayers } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { LicenceCounts } from '@aed/shared/schemas/licence';
import { OrgTreeLayout, OrgTreePanel, findOrg } from '../../../components/tree/org-tree-panel';
import { useTreeOrg } from '../../../components/tree/use-tree-org';
import { ListLoadError } from '../../../components/list/list-table';
import { Can } from '../../../components/ui/can';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { errorMessage } from '../../../lib/error-message';
import { useLicenceSummary } from '../api/get-licence-summary';
import { BatchList } from './batch-list';
import { HistoryList } from './history-list';

const CARDS: readonly (keyof LicenceCounts)[] = ['total', 'available', 'used', 'expiring', 'expired', 'sold', 'remaining'];

/**
 * Licence management (menu component 'system/licence/index'; docs/decisions/0041): the organization tree picks an
 * organization (the first of the caller's tree until one is picked); its pool as cards, its batches (sell from a
 * batch to a direct child) and its history.
 */
export default function LicencePage() {
  const { t } = useTranslation('licence');
  return (
    <Can
      permission={PERMISSIONS.licence.list}
      fallback={
        <Alert.Root status="warning" m="4" data-testid="licence-no-access">
          <Alert.Indicator />
          <Alert.Title>{t('noAccess')}</Alert.Title>
        </Alert.Root>
      }
    >
      <LicenceScreen />
    </Can>
  );
}

function LicenceScreen() {
  const { t } = useTranslation('licence');
  const tree = useDeptTreeSelect();
  const { deptId: picked, select } = useTreeOrg(tree);
  const deptId = picked ?? tree.data?.[0]?.id;
  const org = findOrg(tree.data ?? [], deptId);
  const summary = useLicenceSummary(deptId);
  const s = summary.data;

  return (
    <OrgTreeLayout testId="licence-page" panel={<OrgTreePanel tree={tree} selected={deptId} onSelect={select} ns="licence" testIdPrefix="licence" />}>
      <Stack gap="3">
        <Box>
          <Text fontWeight="semibold" data-testid="licence-org">
            {org ? t('pool.of', { name: org.label }) : t('pool.none')}
          </Text>
          {s && (
            <Text fontSize="sm" color="fg.muted" data-testid="licence-pool-source">
              {s.poolDeptId === s.deptId ? t('pool.own') : s.poolDeptId ? t('pool.served', { name: s.poolDeptName || t('pool.otherDept') }) : t('pool.noPool')}
            </Text>
          )}
        </Box>
        {summary.isError && <ListLoadError testId="licence-summary-error" message={errorMessage(t, summary.error)} onRetry={() => void summary.refetch()} retryLabel={t('retry')} />}
        <SimpleGrid columns={{ base: 2, md: 4, xl: 7 }} gap="2" data-testid="licence-summary">
          {CARDS.map((key) => (
            <Stat.Root key={key} borderWidth="1px" borderRadius="md" p="3" data-testid={`licence-card-${key}`}>
              <Stat.Label>{t(`counts.${key}`)}</Stat.Label>
              <Stat.ValueText data-testid={`licence-count-${key}`}>{s ? s[key] : '–'}</Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
        {deptId !== undefined && (
          <Tabs.Root defaultValue="batches" lazyMount>
            <Tabs.List>
              <Tabs.Trigger value="batches" data-testid="licence-tab-batches">
                <LuLayers />
                {t('tabs.batches')}
              </Tabs.Trigger>
              <Tabs.Trigger value="history" data-testid="licence-tab-history">
                <LuHistory />
                {t('tabs.history')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="batches">
              <BatchList deptId={deptId} childOrgs={(org?.children ?? []).map((c) => ({ id: c.id, label: c.label }))} isRoot={deptId === 100} />
            </Tabs.Content>
            <Tabs.Content value="history">
              <HistoryList deptId={deptId} />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Stack>
    </OrgTreeLayout>
  );
}
