import { useMemo, useState } from 'react';
import { Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { INSPECTION_ITEMS, INSPECTION_RESULTS, INSPECTION_SOURCES, inspectionSearch, type InspectionPageQuery, type InspectionRecord, type InspectionSearch } from '@aed/shared/schemas/inspection';
import { TwoLineCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { RowActionButton } from '../../../components/list/list-toolbar';
import { DateRangeField, SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { parseWith, useListSearch } from '../../../components/list/use-list-search';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { OrgTreeLayout, OrgTreePanel } from '../../../components/tree/org-tree-panel';
import { useTreeOrg } from '../../../components/tree/use-tree-org';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { errorMessage } from '../../../lib/error-message';
import { useInspectionPage } from '../api/get-inspection-records';
import { ResultBadge } from './inspection-labels';
import { RecordDetailsDialog } from './record-details-dialog';

type SearchForm = { serialNumber: string; dateFrom: string; dateTo: string; result: string; source: string };
const EMPTY: SearchForm = { serialNumber: '', dateFrom: '', dateTo: '', result: '', source: '' };
const parse = parseWith(inspectionSearch);

/**
 * Monitoring records (menu component 'monitoring/records/index', decision 0050): the inspections imported from the
 * inspection record sheet and the devices' self-tests, of the organizations in scope (tree), filtered by serial number,
 * inspection date range, result and source, kept in the URL (decision 0039); a row opens its details.
 */
export default function InspectionRecordsPage() {
  const { t } = useTranslation('inspection');
  const tree = useDeptTreeSelect();
  const { deptId, select: setDeptId } = useTreeOrg(tree);
  const paging = useCursorPaging({ scope: deptId });
  const searching = useListSearch<SearchForm, InspectionSearch>({ empty: EMPTY, parse, onInvalid: () => notifyError(t('search.invalid')), onApplied: () => paging.reset() });
  const { form, setField } = searching;
  const query = useMemo<InspectionPageQuery>(() => ({ ...searching.search, deptId, limit: paging.limit, cursor: paging.cursor }), [searching.search, deptId, paging.limit, paging.cursor]);
  const list = useInspectionPage(query);
  const [shown, setShown] = useState<InspectionRecord | null>(null);

  return (
    <OrgTreeLayout testId="inspection-records-page" panel={<OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="inspection" testIdPrefix="inspection" />}>
      <Stack gap="4">
        <SearchBar label={t('search.label')} testIdPrefix="inspection" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
          <SearchTextField label={t('search.serialNumber')} placeholder={t('search.serialNumber')} testId="inspection-search-serial" value={form.serialNumber} maxLength={50} onChange={(v) => setField('serialNumber', v)} />
          <DateRangeField
            label={t('search.date')}
            beginLabel={t('search.dateFrom')}
            endLabel={t('search.dateTo')}
            testId="inspection-search-date"
            begin={form.dateFrom}
            end={form.dateTo}
            onChange={(range) => {
              setField('dateFrom', range.beginTime);
              setField('dateTo', range.endTime);
            }}
          />
          <SearchSelectField label={t('search.result')} testId="inspection-search-result" value={form.result} onChange={(v) => setField('result', v)} allLabel={t('search.all')} options={INSPECTION_RESULTS.map((r) => ({ value: r, label: t(`result.${r}`) }))} />
          <SearchSelectField label={t('search.source')} testId="inspection-search-source" value={form.source} onChange={(v) => setField('source', v)} allLabel={t('search.all')} options={INSPECTION_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))} />
        </SearchBar>

        {list.isError && <ListLoadError testId="inspection-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

        <ListTable
          testId="inspection-table"
          size="sm"
          busy={list.isFetching}
          columns={[t('table.device'), t('table.date'), t('table.source'), t('table.result'), t('table.inspector'), t('table.failedItems'), t('table.importedBy'), t('table.actions')]}
          rows={list.data?.rows ?? []}
          rowKey={(row) => row.recordId}
          rowTestId={(row) => `inspection-row-${row.recordId}`}
          loading={list.isPending}
          failed={list.isError}
          emptyText={t('table.empty')}
          emptyTestId="inspection-empty"
          renderCells={(row) => (
            <>
              <TwoLineCell nowrap main={row.serialNumber} sub={row.deptName} />
              <Table.Cell>{row.inspectionDate}</Table.Cell>
              <Table.Cell>{t(`source.${row.source}`)}</Table.Cell>
              <Table.Cell>
                <ResultBadge result={row.result} testId={`inspection-result-${row.recordId}`} />
              </Table.Cell>
              <Table.Cell>{row.inspectorName || '—'}</Table.Cell>
              <Table.Cell data-testid={`inspection-failed-${row.recordId}`}>
                {INSPECTION_ITEMS.filter((i) => row.items[i] === 'fail')
                  .map((i) => t(`items.${i}`))
                  .join(', ') || '—'}
              </Table.Cell>
              <Table.Cell>{row.importedBy || '—'}</Table.Cell>
              <Table.Cell>
                <RowActionButton kind="other" testId={`inspection-details-${row.recordId}`} label={t('table.details')} onClick={() => setShown(row)} />
              </Table.Cell>
            </>
          )}
        />

        <CursorPagination testId="inspection" paging={paging} list={list} />
      </Stack>
      {shown && <RecordDetailsDialog record={shown} onClose={() => setShown(null)} />}
    </OrgTreeLayout>
  );
}
