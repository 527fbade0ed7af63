import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Field, HStack, NativeSelect, Spinner, Stack, Table } from '@chakra-ui/react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { LANGUAGES } from '@aed/shared/constants/limits';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { DICT_STATUSES, type DictDataPageQuery, type DictDataRecord } from '@aed/shared/schemas/dict';
import { DateTimeCell, TruncatedCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { useJustAdded } from '../../../components/list/use-just-added';
import { usePageNumbers, useListSearch } from '../../../components/list/use-list-search';
import { AppLink } from '../../../components/ui/app-link';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { LANGUAGE_LABELS } from '../../../lib/i18n';
import { useDeleteDictData } from '../api/delete-dict-data';
import { useExportDictData } from '../api/export-dict';
import { useDictDataPage } from '../api/get-dict-data-page';
import { useDictTypeOptions } from '../../../api/get-dict-type-options';
import { DictDataFormDialog } from './dict-data-form-dialog';
import { dictDataPath } from './dict-page';
import { ListPagination } from '../../../components/ui/list-pagination';
import { DictStatusBadge } from './dict-status-badge';

const NO_ROWS: DictDataRecord[] = [];

type SearchForm = { dictLabel: string; language: string; status: string };
const EMPTY: SearchForm = { dictLabel: '', language: '', status: '' };
const PALETTE: Record<string, string> = { primary: 'blue', success: 'green', info: 'gray', warning: 'orange', danger: 'red', default: 'gray' };

/** The numeric `:dictId` of `/dict/type/data/:dictId`; anything else is not a data screen. */
export const dictIdFromPath = (pathname: string): number | undefined => {
  const m = /\/dict\/type\/data\/(\d{1,12})\/?$/.exec(pathname);
  return m ? Number(m[1]) : undefined;
};

/**
 * Dictionary data screen (hidden route `/dict/type/data/:dictId`, component 'system/dict/data'): the values of one
 * type in every language, with search, paging, add, modify, delete and export by permission.
 */
export default function DictDataPage() {
  const { t } = useTranslation('dict');
  const pathname = useLocation({ select: (l) => l.pathname });
  const router = useRouter();
  const dictId = dictIdFromPath(pathname);

  const options = useDictTypeOptions();
  const type = options.data?.find((o) => o.dictId === dictId);
  const paging = usePageNumbers();
  const searching = useListSearch<SearchForm, SearchForm>({ empty: EMPTY, parse: (values) => values, onInvalid: () => undefined, onApplied: paging.reset });
  const { form, setField, search } = searching;
  const { page, limit } = paging;
  const [editing, setEditing] = useState<DictDataRecord | 'new' | null>(null);

  const query = useMemo<DictDataPageQuery | undefined>(
    () =>
      type
        ? {
            dictType: type.dictType,
            dictLabel: search.dictLabel.trim() || undefined,
            language: (search.language || undefined) as DictDataPageQuery['language'],
            status: (search.status || undefined) as DictDataPageQuery['status'],
            page,
            limit,
          }
        : undefined,
    [type, search, page, limit],
  );
  const list = useDictDataPage(query);
  const exporter = useExportDictData();
  const remover = useConfirmAction({
    mutation: useDeleteDictData(),
    toVariables: (row: DictDataRecord) => [row.dictCode],
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => added.clear(),
  });
  // a record just added is shown on the page shown, wherever the list's order puts it
  const added = useJustAdded(list.data?.rows ?? NO_ROWS, (row: DictDataRecord) => row.dictCode, [query]);
  const { rows } = added;

  if (options.isPending) {
    return (
      <HStack justify="center" py="10">
        <Spinner />
      </HStack>
    );
  }
  if (!type) {
    return (
      <Stack gap="4" p="4" data-testid="dict-data-missing">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{options.isError ? errorMessage(t, options.error) : t('data.missing')}</Alert.Title>
        </Alert.Root>
        <AppLink href="/system/dict">{t('data.back')}</AppLink>
      </Stack>
    );
  }

  return (
    <Stack gap="4" p="4" data-testid="dict-data-page">
      <SearchBar label={t('search.dataLabel')} testIdPrefix="dict-data" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <Field.Root width="60">
          <Field.Label>{t('fields.dictType')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field data-testid="dict-data-type" value={type.dictId} onChange={(e) => void router.navigate({ href: dictDataPath(Number(e.target.value)) })}>
              {options.data?.map((o) => (
                <option key={o.dictId} value={o.dictId}>
                  {o.dictName} ({o.dictType})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <SearchTextField width="44" label={t('fields.dictLabel')} testId="dict-data-search-label" value={form.dictLabel} maxLength={100} onChange={(v) => setField('dictLabel', v)} />
        <SearchSelectField
          label={t('fields.language')}
          testId="dict-data-search-language"
          value={form.language}
          onChange={(v) => setField('language', v)}
          allLabel={t('search.allLanguages')}
          options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }))}
        />
        <SearchSelectField
          width="32"
          label={t('fields.status')}
          testId="dict-data-search-status"
          value={form.status}
          onChange={(v) => setField('status', v)}
          allLabel={t('search.all')}
          options={DICT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="add" permission={PERMISSIONS.dict.add} testId="dict-data-add" label={t('toolbar.add')} onClick={() => setEditing('new')} />
        <ToolbarButton
          kind="export"
          permission={PERMISSIONS.dict.export}
          testId="dict-data-export"
          label={t('toolbar.export')}
          loading={exporter.isPending}
          onClick={() => query && exporter.mutate(query, { onError: (err) => notifyError(errorMessage(t, err)) })}
        />
        <Button asChild variant="outline">
          <AppLink href="/system/dict">
            <LuArrowLeft /> {t('data.back')}
          </AppLink>
        </Button>
      </ListToolbar>

      {list.isError && <ListLoadError message={errorMessage(t, list.error)} />}

      <ListTable
        testId="dict-data-table"
        columns={[
          t('fields.dictCode'),
          t('fields.dictLabel'),
          t('fields.dictValue'),
          t('fields.dictSort'),
          t('fields.language'),
          t('fields.status'),
          t('fields.remark'),
          t('fields.createTime'),
        ]}
        actionsHeader={t('fields.actions')}
        rows={rows}
        rowKey={(row) => row.dictCode}
        justAdded={added.isJustAdded}
        rowTestId={(row) => `dict-data-row-${row.dictCode}`}
        loading={list.isPending}
        emptyText={t('table.emptyData')}
        emptyTestId="dict-data-empty"
        renderCells={(row) => (
          <>
            <Table.Cell>{row.dictCode}</Table.Cell>
            <Table.Cell>
              {row.listClass && row.listClass !== 'default' ? (
                <Badge colorPalette={PALETTE[row.listClass]} variant="subtle">
                  {row.dictLabel}
                </Badge>
              ) : (
                row.dictLabel
              )}
            </Table.Cell>
            <Table.Cell>{row.dictValue}</Table.Cell>
            <Table.Cell>{row.dictSort}</Table.Cell>
            <Table.Cell>{LANGUAGE_LABELS[row.language]}</Table.Cell>
            <Table.Cell>
              <DictStatusBadge status={row.status} />
            </Table.Cell>
            <TruncatedCell text={row.remark} />
            <DateTimeCell value={row.createTime} />
          </>
        )}
        renderActions={(row) => (
          <>
            <RowActionButton kind="edit" permission={PERMISSIONS.dict.edit} testId={`dict-data-row-edit-${row.dictCode}`} onClick={() => setEditing(row)} />
            <RowActionButton kind="delete" permission={PERMISSIONS.dict.remove} testId={`dict-data-row-delete-${row.dictCode}`} label={t('toolbar.delete')} onClick={() => remover.ask(row)} />
          </>
        )}
      />

      <ListPagination testId="dict-data" total={list.data?.total ?? 0} page={page} pageSize={limit} onPageChange={paging.setPage} onPageSizeChange={paging.setLimit} />

      {editing && <DictDataFormDialog dictType={type.dictType} record={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onAdded={added.show} onModified={added.changed} />}
      {remover.target && (
        <ConfirmDialog
          {...remover.dialog}
          tone="danger"
          title={t('delete.title')}
          message={t('delete.dataMessage', { label: remover.target.dictLabel, value: remover.target.dictValue })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          testId="dict-data-delete-dialog"
          actionTestIdPrefix="dict-data-delete"
        />
      )}
    </Stack>
  );
}
