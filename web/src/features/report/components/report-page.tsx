import { useMemo, useState } from 'react';
import { Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { REPORT_STATE_LABEL, REPORT_STATES } from '@aed/shared/schemas/report-states';
import { reportSearch, type ReportPageQuery, type ReportSearch } from '@aed/shared/schemas/report';
import { TwoLineCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { DateRangeField, SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { parseWith, useListSearch } from '../../../components/list/use-list-search';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { OrgTreeLayout, OrgTreePanel } from '../../../components/tree/org-tree-panel';
import { useTreeOrg } from '../../../components/tree/use-tree-org';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/permission';
import { useReportPage } from '../api/get-report';
import { ReportCreateDialog } from './report-dialogs';
import { ReportDetailsDialog } from './report-details-dialog';
import { ReportResultBadge, ReportStateBadge } from './report-labels';

type SearchForm = { state: string; keyword: string; beginTime: string; endTime: string };
const EMPTY: SearchForm = { state: '', keyword: '', beginTime: '', endTime: '' };
const parse = parseWith(reportSearch);

/**
 * Inspection reports of the devices in scope (menu component 'report/inspection/index', decision 0055): the
 * organization tree, state, keyword (code or serial) and creation days in the URL (decision 0039); each row opens the
 * report's details with the actions its state and the caller's permissions allow; a report is exported from a device.
 */
export default function ReportListPage() {
  const { t } = useTranslation('report');
  const { hasPermission } = usePermission();
  const canQuery = hasPermission(PERMISSIONS.report.query);
  const tree = useDeptTreeSelect();
  const { deptId, select: setDeptId } = useTreeOrg(tree);
  const paging = useCursorPaging({ scope: deptId });
  const searching = useListSearch<SearchForm, ReportSearch>({ empty: EMPTY, parse, onInvalid: () => notifyError(t('search.invalid')), onApplied: () => paging.reset() });
  const { form, setField } = searching;
  const query = useMemo<ReportPageQuery>(() => ({ ...searching.search, deptId, limit: paging.limit, cursor: paging.cursor }), [searching.search, deptId, paging.limit, paging.cursor]);
  const list = useReportPage(query);
  const [opened, setOpened] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <OrgTreeLayout testId="report-page" panel={<OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="report" testIdPrefix="report" />}>
      <Stack gap="4">
        <SearchBar label={t('search.label')} testIdPrefix="report" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
          <SearchSelectField
            label={t('search.state')}
            testId="report-search-state"
            value={form.state}
            onChange={(v) => setField('state', v)}
            allLabel={t('search.all')}
            options={REPORT_STATES.map((s) => ({ value: s as string, label: t(`state.${REPORT_STATE_LABEL[s]}`) }))}
          />
          <SearchTextField label={t('search.keyword')} placeholder={t('search.keywordPlaceholder')} testId="report-search-keyword" value={form.keyword} maxLength={50} onChange={(v) => setField('keyword', v)} />
          <DateRangeField
            label={t('search.createdBetween')}
            beginLabel={t('search.beginTime')}
            endLabel={t('search.endTime')}
            testId="report-search"
            begin={form.beginTime}
            end={form.endTime}
            error={searching.errors.endTime}
            onChange={(range) => {
              setField('beginTime', range.beginTime);
              setField('endTime', range.endTime);
            }}
          />
        </SearchBar>

        <ListToolbar label={t('toolbar.label')}>
          <ToolbarButton kind="add" label={t('actions.create')} testId="report-create" permission={PERMISSIONS.report.add} onClick={() => setCreating(true)} />
        </ListToolbar>

        {list.isError && <ListLoadError testId="report-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

        <ListTable
          testId="report-table"
          size="sm"
          busy={list.isFetching}
          columns={[t('table.code'), t('table.device'), t('table.source'), t('table.state'), t('table.result'), t('table.order'), t('table.created')]}
          actionsHeader={t('table.actions')}
          rows={list.data?.rows ?? []}
          rowKey={(row) => row.reportId}
          rowTestId={(row) => `report-row-${row.reportId}`}
          loading={list.isPending}
          failed={list.isError}
          emptyText={t('table.empty')}
          emptyTestId="report-empty"
          renderCells={(row) => (
            <>
              <TwoLineCell nowrap main={row.reportCode} sub={row.reportName} />
              <TwoLineCell nowrap main={row.serialNumber} sub={row.deptName} />
              <Table.Cell>{t(`source.${row.source}`)}</Table.Cell>
              <Table.Cell>
                <ReportStateBadge state={row.state} testId={`report-state-${row.reportId}`} />
              </Table.Cell>
              <Table.Cell>
                <ReportResultBadge result={row.result} />
              </Table.Cell>
              <Table.Cell>{row.orderNo}</Table.Cell>
              <TwoLineCell nowrap main={row.createBy} sub={formatDateTime(row.createTime)} />
            </>
          )}
          // pinned to the right edge: in French the list is wider than the frame at 1440 px and Details was off it (walk 18)
          renderActions={canQuery ? (row) => <RowActionButton kind="other" testId={`report-open-${row.reportId}`} label={t('actions.details')} onClick={() => setOpened(row.reportId)} /> : undefined}
        />

        <CursorPagination testId="report" paging={paging} list={list} />
      </Stack>
      {opened !== null && <ReportDetailsDialog reportId={opened} onClose={() => setOpened(null)} />}
      {creating && <ReportCreateDialog deptId={deptId} onClose={() => setCreating(false)} />}
    </OrgTreeLayout>
  );
}
