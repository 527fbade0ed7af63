import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, Field, HStack, Input, NativeSelect, Spinner, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuEye, LuRotateCcw, LuSearch, LuTrash, LuTrash2 } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { OPER_TYPES, type OperLogPageQuery, type OperLogSearch } from '@aed/shared/schemas/monitor';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/permission';
import { useCleanOperLogs } from '../api/clean-operlog';
import { useDeleteOperLogs } from '../api/delete-operlog';
import { useExportOperLogs } from '../api/export-operlog';
import { useOperLogPage } from '../api/get-operlog-page';
import { CursorPagination } from './cursor-pagination';
import { DateRangeField } from './date-range-field';
import { EMPTY_OPER_SEARCH, toOperLogSearch, type OperLogSearchForm } from './log-search-state';
import { OperLogDetailDialog } from './operlog-detail-dialog';
import { StatusBadge } from './status-badge';
import { useCursorPaging } from './use-cursor-paging';

const COLUMNS = 10;

/**
 * Operation log screen, menu component 'monitor/operlog/index': search (module, operator, type, status, time range),
 * cursor-paged table, detail dialog, delete selected, clean all (confirmed), export. The server limits everything to
 * the caller's organization scope.
 */
export default function OperLogPage() {
  const { t } = useTranslation('monitor');
  const can = usePermission();
  const canQuery = can.hasPermission(PERMISSIONS.operlog.query);
  const canRemove = can.hasPermission(PERMISSIONS.operlog.remove);
  const canExport = can.hasPermission(PERMISSIONS.operlog.export);

  const [form, setForm] = useState<OperLogSearchForm>(EMPTY_OPER_SEARCH);
  const [search, setSearch] = useState<OperLogSearch>({ title: undefined, operName: undefined });
  const paging = useCursorPaging();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [detailId, setDetailId] = useState<string | null>(null);
  const [deleteIds, setDeleteIds] = useState<readonly string[] | null>(null);
  const [cleaning, setCleaning] = useState(false);

  const query = useMemo<OperLogPageQuery>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useOperLogPage(query);
  const remover = useDeleteOperLogs();
  const cleaner = useCleanOperLogs();
  const exporter = useExportOperLogs();
  const rows = list.data?.rows ?? [];
  const selectedIds = rows.filter((r) => selected.has(r.operId)).map((r) => r.operId);
  const set = <K extends keyof OperLogSearchForm>(key: K, value: OperLogSearchForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const apply = (values: OperLogSearchForm) => {
    const next = toOperLogSearch(values);
    if (!next) {
      notifyError(translateErrorCode(t, 'common.validation') ?? t('common.invalid'));
      return;
    }
    setSearch(next);
    paging.reset();
    setSelected(new Set());
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(form);
  };
  const reset = () => {
    setForm(EMPTY_OPER_SEARCH);
    apply(EMPTY_OPER_SEARCH);
  };
  const toggle = (id: string, checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const confirmDelete = () =>
    deleteIds &&
    remover.mutate(deleteIds, {
      onSuccess: () => {
        notifySuccess(t('common.deleted'));
        setSelected(new Set());
        setDeleteIds(null);
      },
      onError: (err) => {
        notifyError(errorMessage(t, err));
        setDeleteIds(null);
      },
    });
  const confirmClean = () =>
    cleaner.mutate(undefined, {
      onSuccess: (deleted) => {
        notifySuccess(t('common.cleaned', { count: deleted }));
        paging.reset();
        setSelected(new Set());
        setCleaning(false);
      },
      onError: (err) => {
        notifyError(errorMessage(t, err));
        setCleaning(false);
      },
    });

  const headerChecked = rows.length > 0 && selectedIds.length === rows.length ? true : selectedIds.length > 0 ? 'indeterminate' : false;

  return (
    <Stack gap="4" p="4" data-testid="operlog-page">
      <form onSubmit={submit} role="search" aria-label={t('common.searchLabel')}>
        <Wrap gap="4" align="flex-end">
          <Field.Root width="44">
            <Field.Label>{t('operlog.fields.module')}</Field.Label>
            <Input data-testid="operlog-search-title" value={form.title} maxLength={50} onChange={(e) => set('title', e.target.value)} />
          </Field.Root>
          <Field.Root width="44">
            <Field.Label>{t('operlog.fields.operName')}</Field.Label>
            <Input data-testid="operlog-search-operName" value={form.operName} maxLength={30} onChange={(e) => set('operName', e.target.value)} />
          </Field.Root>
          <Field.Root width="40">
            <Field.Label>{t('operlog.fields.businessType')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="operlog-search-type" value={form.businessType} onChange={(e) => set('businessType', e.target.value)}>
                <option value="">{t('common.all')}</option>
                {OPER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`operlog.types.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root width="32">
            <Field.Label>{t('operlog.fields.status')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="operlog-search-status" value={form.status} onChange={(e) => set('status', e.target.value)}>
                <option value="">{t('common.all')}</option>
                <option value="0">{t('common.success')}</option>
                <option value="1">{t('common.failure')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <DateRangeField begin={form.beginTime} end={form.endTime} testId="operlog-search" onChange={(r) => setForm((f) => ({ ...f, ...r }))} />
          <HStack gap="2">
            <Button type="submit" data-testid="operlog-search-submit">
              <LuSearch /> {t('common.search')}
            </Button>
            <Button type="button" variant="outline" data-testid="operlog-search-reset" onClick={reset}>
              <LuRotateCcw /> {t('common.reset')}
            </Button>
          </HStack>
        </Wrap>
      </form>

      <HStack gap="2" wrap="wrap" role="toolbar" aria-label={t('common.toolbar')}>
        {canRemove && (
          <>
            <Button colorPalette="red" variant="subtle" data-testid="operlog-delete" disabled={selectedIds.length === 0} onClick={() => setDeleteIds(selectedIds)}>
              <LuTrash2 /> {t('common.delete')}
            </Button>
            <Button colorPalette="red" variant="outline" data-testid="operlog-clean" onClick={() => setCleaning(true)}>
              <LuTrash /> {t('common.clean')}
            </Button>
          </>
        )}
        {canExport && (
          <Button
            colorPalette="orange"
            variant="subtle"
            data-testid="operlog-export"
            loading={exporter.isPending}
            onClick={() => exporter.mutate(search, { onError: (err) => notifyError(errorMessage(t, err)) })}
          >
            <LuDownload /> {t('common.export')}
          </Button>
        )}
      </HStack>

      {list.isError && (
        <Alert.Root status="error" data-testid="operlog-load-error">
          <Alert.Indicator />
          <Alert.Title flex="1">{errorMessage(t, list.error)}</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      )}

      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root striped interactive size="sm" data-testid="operlog-table" aria-busy={list.isFetching}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="10">
                <Checkbox.Root checked={headerChecked} disabled={rows.length === 0} onCheckedChange={(e) => setSelected(e.checked === true ? new Set(rows.map((r) => r.operId)) : new Set())}>
                  <Checkbox.HiddenInput aria-label={t('common.selectAll')} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
              <Table.ColumnHeader>{t('operlog.fields.module')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('operlog.fields.businessType')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('operlog.fields.operName')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('operlog.fields.requestMethod')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('operlog.fields.operIp')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('operlog.fields.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('operlog.fields.costTime')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('operlog.fields.operTime')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('common.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.isPending ? (
              <Table.Row>
                <Table.Cell colSpan={COLUMNS}>
                  <HStack justify="center" py="8" gap="3">
                    <Spinner />
                    <Text>{t('common.loading')}</Text>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ) : rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={COLUMNS}>
                  {list.isError ? (
                    <Box py="8" />
                  ) : (
                    <Text textAlign="center" py="8" color="fg.muted" data-testid="operlog-empty">
                      {t('operlog.empty')}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => (
                <Table.Row key={row.operId} data-testid={`operlog-row-${row.operId}`}>
                  <Table.Cell>
                    <Checkbox.Root checked={selected.has(row.operId)} onCheckedChange={(e) => toggle(row.operId, e.checked === true)} data-testid={`operlog-check-${row.operId}`}>
                      <Checkbox.HiddenInput aria-label={t('common.selectRow')} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell>{t(`layout:menu.${row.title}`, { defaultValue: row.title })}</Table.Cell>
                  <Table.Cell>{t(`operlog.types.${row.businessType}`, { defaultValue: row.businessType })}</Table.Cell>
                  <Table.Cell>{row.operName}</Table.Cell>
                  <Table.Cell>{row.requestMethod}</Table.Cell>
                  <Table.Cell>{row.operIp}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={row.status} />
                  </Table.Cell>
                  <Table.Cell>{t('operlog.costMs', { ms: row.costTime })}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(row.operTime)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      {canQuery && (
                        <Button size="xs" variant="ghost" data-testid={`operlog-detail-${row.operId}`} onClick={() => setDetailId(row.operId)}>
                          <LuEye /> {t('operlog.detail.open')}
                        </Button>
                      )}
                      {canRemove && (
                        <Button size="xs" variant="ghost" colorPalette="red" data-testid={`operlog-row-delete-${row.operId}`} onClick={() => setDeleteIds([row.operId])}>
                          <LuTrash2 /> {t('common.delete')}
                        </Button>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      <CursorPagination
        testId="operlog"
        total={list.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.limit}
        hasNext={!!list.data?.next && !list.isPlaceholderData}
        onPrev={() => {
          paging.prev();
          setSelected(new Set());
        }}
        onNext={() => {
          paging.next(list.data?.next);
          setSelected(new Set());
        }}
        onPageSizeChange={(size) => {
          paging.setLimit(size);
          setSelected(new Set());
        }}
      />

      {detailId && <OperLogDetailDialog operId={detailId} onClose={() => setDetailId(null)} />}
      <ConfirmDialog
        open={deleteIds !== null}
        title={t('common.deleteTitle')}
        message={t('operlog.deleteConfirm', { count: deleteIds?.length ?? 0 })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        busy={remover.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleteIds(null)}
        testId="operlog-delete-dialog"
        actionTestIdPrefix="operlog-delete"
      />
      <ConfirmDialog
        open={cleaning}
        title={t('common.cleanTitle')}
        message={t('operlog.cleanConfirm')}
        confirmLabel={t('common.clean')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        busy={cleaner.isPending}
        onConfirm={confirmClean}
        onCancel={() => setCleaning(false)}
        testId="operlog-clean-dialog"
        actionTestIdPrefix="operlog-clean"
      />
    </Stack>
  );
}
