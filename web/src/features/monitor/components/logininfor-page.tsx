import { useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Checkbox, Field, HStack, Input, NativeSelect, Spinner, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuLockOpen, LuRotateCcw, LuSearch, LuTrash, LuTrash2 } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { loginLogSearch, type LoginLogPageQuery, type LoginLogSearch } from '@aed/shared/schemas/monitor';
import { useCleanTask } from '../../../components/list/use-clean-task';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TaskProgress } from '../../../components/ui/task-progress';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/permission';
import { useCleanLoginLogs } from '../api/clean-logininfor';
import { useDeleteLoginLogs } from '../api/delete-logininfor';
import { useExportLoginLogs } from '../api/export-logininfor';
import { loginLogCleanStatusOptions } from '../api/get-logininfor-clean-status';
import { useLoginLogPage } from '../api/get-logininfor-page';
import { useUnlockAccount } from '../api/unlock-logininfor';
import { monitorKeys } from '../api/monitor-keys';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { DateRangeField } from '../../../components/list/search-bar';
import { searchFieldErrors } from '../../../components/list/use-list-search';
import { EMPTY_LOGIN_SEARCH, toLoginLogSearch, type LoginLogSearchForm } from './log-search-state';
import { StatusBadge } from './status-badge';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';

const COLUMNS = 9;

/**
 * Login log screen, menu component 'monitor/logininfor/index': search (account, IP, status, time range), cursor-paged
 * table, delete selected, clean all (confirmed; runs in the background with its progress shown, decision 0029), unlock the
 * selected row's account, export.
 */
export default function LoginInforPage() {
  const { t } = useTranslation('monitor');
  const queryClient = useQueryClient();
  const can = usePermission();
  const canRemove = can.hasPermission(PERMISSIONS.logininfor.remove);
  const canExport = can.hasPermission(PERMISSIONS.logininfor.export);
  const canUnlock = can.hasPermission(PERMISSIONS.logininfor.unlock);

  const [form, setForm] = useState<LoginLogSearchForm>(EMPTY_LOGIN_SEARCH);
  const [search, setSearch] = useState<LoginLogSearch>({ userName: undefined, ipaddr: undefined });
  const paging = useCursorPaging();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleteIds, setDeleteIds] = useState<readonly string[] | null>(null);
  const [cleaning, setCleaning] = useState(false);
  const [unlockName, setUnlockName] = useState<string | null>(null);
  const [rangeError, setRangeError] = useState<string | undefined>();

  const query = useMemo<LoginLogPageQuery>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useLoginLogPage(query);
  const remover = useDeleteLoginLogs();
  const cleaner = useCleanTask({
    statusOptions: loginLogCleanStatusOptions,
    start: useCleanLoginLogs(),
    onDone: (task) => {
      notifySuccess(t('common.cleaned', { count: task.deleted }));
      paging.reset();
      setSelected(new Set());
      void queryClient.invalidateQueries({ queryKey: monitorKeys.logininfor });
    },
  });
  const exporter = useExportLoginLogs();
  const unlocker = useUnlockAccount();
  const rows = list.data?.rows ?? [];
  const selectedRows = rows.filter((r) => selected.has(r.infoId));
  const set = <K extends keyof LoginLogSearchForm>(key: K, value: LoginLogSearchForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const apply = (values: LoginLogSearchForm) => {
    const next = toLoginLogSearch(values);
    const placed = next ? undefined : searchFieldErrors(t, loginLogSearch)(values).endTime;
    setRangeError(placed);
    if (!next) {
      if (!placed) notifyError(translateErrorCode(t, 'common.validation') ?? t('common.invalid'));
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
  const toggle = (id: string, checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const done = (message: string, after: () => void) => ({
    onSuccess: () => {
      notifySuccess(message);
      after();
    },
    onError: (err: unknown) => {
      notifyError(errorMessage(t, err));
      after();
    },
  });

  const headerChecked = rows.length > 0 && selectedRows.length === rows.length ? true : selectedRows.length > 0 ? 'indeterminate' : false;

  return (
    <Stack gap="4" p="4" data-testid="logininfor-page">
      <form onSubmit={submit} role="search" aria-label={t('common.searchLabel')} noValidate>
        <Wrap gap="4" align="flex-end">
          <Field.Root width="44">
            <Field.Label>{t('logininfor.fields.userName')}</Field.Label>
            <Input data-testid="logininfor-search-userName" value={form.userName} maxLength={30} onChange={(e) => set('userName', e.target.value)} />
          </Field.Root>
          <Field.Root width="44">
            <Field.Label>{t('logininfor.fields.ipaddr')}</Field.Label>
            <Input data-testid="logininfor-search-ipaddr" value={form.ipaddr} maxLength={64} onChange={(e) => set('ipaddr', e.target.value)} />
          </Field.Root>
          <Field.Root width="32">
            <Field.Label>{t('logininfor.fields.status')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="logininfor-search-status" value={form.status} onChange={(e) => set('status', e.target.value)}>
                <option value="">{t('common.all')}</option>
                <option value="0">{t('common.success')}</option>
                <option value="1">{t('common.failure')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <DateRangeField
            label={t('common.timeRange')}
            beginLabel={t('common.beginTime')}
            endLabel={t('common.endTime')}
            hint={t('common.rangeHint')}
            begin={form.beginTime}
            end={form.endTime}
            testId="logininfor-search"
            error={rangeError}
            onChange={(r) => setForm((f) => ({ ...f, ...r }))}
          />
          <HStack gap="2">
            <Button type="submit" data-testid="logininfor-search-submit">
              <LuSearch /> {t('common.search')}
            </Button>
            <Button
              type="button"
              variant="outline"
              data-testid="logininfor-search-reset"
              onClick={() => {
                setForm(EMPTY_LOGIN_SEARCH);
                apply(EMPTY_LOGIN_SEARCH);
              }}
            >
              <LuRotateCcw /> {t('common.reset')}
            </Button>
          </HStack>
        </Wrap>
      </form>

      <HStack gap="2" wrap="wrap" role="toolbar" aria-label={t('common.toolbar')}>
        {canRemove && (
          <>
            <Button colorPalette="red" variant="subtle" data-testid="logininfor-delete" disabled={selectedRows.length === 0} onClick={() => setDeleteIds(selectedRows.map((r) => r.infoId))}>
              <LuTrash2 /> {t('common.delete')}
            </Button>
            <Button colorPalette="red" variant="outline" data-testid="logininfor-clean" disabled={cleaner.running} onClick={() => setCleaning(true)}>
              <LuTrash /> {t('common.clean')}
            </Button>
          </>
        )}
        {canUnlock && (
          <Button variant="subtle" colorPalette="blue" data-testid="logininfor-unlock" disabled={selectedRows.length !== 1} onClick={() => setUnlockName(selectedRows[0]?.userName ?? null)}>
            <LuLockOpen /> {t('logininfor.unlock')}
          </Button>
        )}
        {canExport && (
          <Button
            colorPalette="orange"
            variant="subtle"
            data-testid="logininfor-export"
            loading={exporter.isPending}
            onClick={() => exporter.mutate(search, { onError: (err) => notifyError(errorMessage(t, err)) })}
          >
            <LuDownload /> {t('common.export')}
          </Button>
        )}
      </HStack>

      {cleaner.running && <TaskProgress task={cleaner.task} testId="logininfor-clean-progress" />}

      {list.isError && (
        <Alert.Root status="error" data-testid="logininfor-load-error">
          <Alert.Indicator />
          <Alert.Title flex="1">{errorMessage(t, list.error)}</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      )}

      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root striped interactive size="sm" data-testid="logininfor-table" aria-busy={list.isFetching}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="10">
                <Checkbox.Root checked={headerChecked} disabled={rows.length === 0} onCheckedChange={(e) => setSelected(e.checked === true ? new Set(rows.map((r) => r.infoId)) : new Set())}>
                  <Checkbox.HiddenInput aria-label={t('common.selectAll')} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
              <Table.ColumnHeader>{t('logininfor.fields.userName')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('logininfor.fields.ipaddr')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('logininfor.fields.loginLocation')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('logininfor.fields.browser')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('logininfor.fields.os')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('logininfor.fields.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('logininfor.fields.msg')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('logininfor.fields.loginTime')}</Table.ColumnHeader>
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
                    <Text textAlign="center" py="8" color="fg.muted" data-testid="logininfor-empty">
                      {t('logininfor.empty')}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => (
                <Table.Row key={row.infoId} data-testid={`logininfor-row-${row.infoId}`}>
                  <Table.Cell>
                    <Checkbox.Root checked={selected.has(row.infoId)} onCheckedChange={(e) => toggle(row.infoId, e.checked === true)} data-testid={`logininfor-check-${row.infoId}`}>
                      <Checkbox.HiddenInput aria-label={t('common.selectRow')} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell>{row.userName}</Table.Cell>
                  <Table.Cell>{row.ipaddr}</Table.Cell>
                  <Table.Cell>{row.loginLocation === 'Intranet IP' ? t('logininfor.intranet') : row.loginLocation || t('logininfor.unknownLocation')}</Table.Cell>
                  <Table.Cell>{row.browser}</Table.Cell>
                  <Table.Cell>{row.os}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={row.status} />
                  </Table.Cell>
                  <Table.Cell>{row.msg === 'Login successful' ? t('logininfor.loginSuccess') : row.msg}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(row.loginTime)}</Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      <CursorPagination testId="logininfor" paging={paging} list={list} onPageChange={() => setSelected(new Set())} />

      <ConfirmDialog
        open={deleteIds !== null}
        title={t('common.deleteTitle')}
        message={t('logininfor.deleteConfirm', { count: deleteIds?.length ?? 0 })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        busy={remover.isPending}
        onConfirm={() =>
          deleteIds &&
          remover.mutate(
            deleteIds,
            done(t('common.deleted'), () => {
              setDeleteIds(null);
              setSelected(new Set());
            }),
          )
        }
        onCancel={() => setDeleteIds(null)}
        testId="logininfor-delete-dialog"
        actionTestIdPrefix="logininfor-delete"
      />
      <ConfirmDialog
        open={cleaning}
        title={t('common.cleanTitle')}
        message={t('logininfor.cleanConfirm')}
        confirmLabel={t('common.clean')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          setCleaning(false);
          cleaner.begin(undefined);
        }}
        onCancel={() => setCleaning(false)}
        testId="logininfor-clean-dialog"
        actionTestIdPrefix="logininfor-clean"
      />
      <ConfirmDialog
        open={unlockName !== null}
        title={t('logininfor.unlock')}
        message={t('logininfor.unlockConfirm', { userName: unlockName ?? '' })}
        confirmLabel={t('logininfor.unlock')}
        cancelLabel={t('common.cancel')}
        tone="warning"
        busy={unlocker.isPending}
        onConfirm={() => unlockName && unlocker.mutate(unlockName, done(t('logininfor.unlocked', { userName: unlockName }), () => setUnlockName(null)))}
        onCancel={() => setUnlockName(null)}
        testId="logininfor-unlock-dialog"
        actionTestIdPrefix="logininfor-unlock"
      />
    </Stack>
  );
}
