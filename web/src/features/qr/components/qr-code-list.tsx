import { useMemo } from 'react';
import { Badge, Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuHistory, LuPrinter } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { QR_STATES, qrSearch, type QrCodeRecord, type QrSearch } from '@aed/shared/schemas/qr';
import { CodeCell, DateTimeCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { RowActionButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { useListSearch } from '../../../components/list/use-list-search';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { flattenDeptTree } from '../../../components/form/org-select';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { errorMessage } from '../../../lib/error-message';
import { useQrCodes } from '../api/get-qr-codes';

interface Form {
  deptId: string;
  state: string;
  code: string;
}
const EMPTY: Form = { deptId: '', state: '', code: '' };

interface Props {
  /** A row's "History": shows the code's binding history. */
  onHistory: (code: string) => void;
  /** A row's "Print": prints that code's label again. */
  onPrint: (code: string) => void;
}

/**
 * The QR codes list (decision 0042): the codes of the caller's organizations, newest first within an organization,
 * filtered by organization (and below), binding state and code; search and paging in the URL (decision 0039).
 */
export function QrCodeList({ onHistory, onPrint }: Props) {
  const { t } = useTranslation('qr');
  const paging = useCursorPaging();
  const searching = useListSearch<Form, QrSearch>({
    empty: EMPTY,
    parse: (values) => {
      const parsed = qrSearch.safeParse(values);
      return parsed.success ? parsed.data : undefined;
    },
    onInvalid: () => notifyError(t('list.invalid')),
    onApplied: paging.reset,
  });
  const { form, setForm, search } = searching;
  const query = useMemo(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useQrCodes(query);
  const tree = useDeptTreeSelect();
  const orgs = useMemo(() => flattenDeptTree(tree.data ?? []).map((o) => ({ value: String(o.value), label: `${'\u00a0\u00a0'.repeat(o.level)}${o.label}` })), [tree.data]);
  const rows = list.data?.rows ?? [];
  const filtered = !!(search.deptId || search.state || search.code);

  return (
    <Stack gap="4" data-testid="qr-list">
      <SearchBar label={t('list.label')} testIdPrefix="qr" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('list.submit')} resetLabel={t('list.reset')}>
        <SearchSelectField label={t('list.org')} testId="qr-search-dept" value={form.deptId} onChange={(v) => setForm({ ...form, deptId: v })} allLabel={t('list.allOrgs')} options={orgs} width="56" />
        <SearchSelectField
          label={t('list.state')}
          testId="qr-search-state"
          value={form.state}
          onChange={(v) => setForm({ ...form, state: v })}
          allLabel={t('list.all')}
          options={QR_STATES.map((s) => ({ value: s, label: t(`list.states.${s}`) }))}
        />
        <SearchTextField label={t('list.code')} testId="qr-search-code" value={form.code} onChange={(v) => setForm({ ...form, code: v })} maxLength={500} />
      </SearchBar>
      {list.isError && <ListLoadError testId="qr-list-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('list.retry')} />}
      <ListTable<QrCodeRecord>
        testId="qr-table"
        size="sm"
        busy={list.isFetching}
        refreshing={list.isPlaceholderData}
        columns={[t('list.code'), t('list.org'), t('list.state'), t('list.serial'), t('list.createTime'), t('list.createBy'), t('list.bindTime')]}
        rows={rows}
        rowKey={(r) => r.code}
        rowTestId={(r) => `qr-row-${r.code}`}
        loading={list.isPending}
        loadingText={t('list.loading')}
        failed={list.isError}
        emptyText={filtered ? t('list.emptyFiltered') : t('list.empty')}
        emptyTestId="qr-list-empty"
        renderCells={(r) => (
          <>
            <CodeCell text={r.code} />
            <Table.Cell>{r.deptName}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={r.deviceId ? 'green' : 'gray'} variant="subtle" data-testid={`qr-state-${r.code}`}>
                {t(r.deviceId ? 'list.states.bound' : 'list.states.unbound')}
              </Badge>
            </Table.Cell>
            <Table.Cell>{r.serialNumber}</Table.Cell>
            <DateTimeCell value={r.createTime} />
            <Table.Cell>{r.createBy}</Table.Cell>
            <DateTimeCell value={r.bindTime} />
          </>
        )}
        renderActions={(r) => (
          <>
            <RowActionButton kind="other" icon={<LuHistory />} label={t('list.history')} testId={`qr-history-${r.code}`} onClick={() => onHistory(r.code)} />
            <RowActionButton kind="other" icon={<LuPrinter />} label={t('list.print')} testId={`qr-print-${r.code}`} permission={PERMISSIONS.qr.generate} onClick={() => onPrint(r.code)} />
          </>
        )}
      />
      <CursorPagination testId="qr" paging={paging} list={list} />
    </Stack>
  );
}
