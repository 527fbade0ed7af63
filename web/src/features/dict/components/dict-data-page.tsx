import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Badge, Box, Button, Field, HStack, Input, NativeSelect, Spinner, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuDownload, LuPencil, LuPlus, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import { LANGUAGES } from '@aed/shared/constants/limits';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { DICT_STATUSES, type DictDataPageQuery, type DictDataRecord } from '@aed/shared/schemas/dict';
import { AppLink } from '../../../components/ui/app-link';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { LANGUAGE_LABELS } from '../../../lib/i18n';
import { usePermission } from '../../../lib/permission';
import { useDeleteDictData } from '../api/delete-dict-data';
import { useExportDictData } from '../api/export-dict';
import { useDictDataPage } from '../api/get-dict-data-page';
import { useDictTypeOptions } from '../api/get-dict-type-options';
import { DictDataFormDialog } from './dict-data-form-dialog';
import { dictDataPath } from './dict-page';
import { ListPagination } from '../../../components/ui/list-pagination';
import { DictStatusBadge } from './dict-status-badge';

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
  const { hasPermission } = usePermission();
  const canAdd = hasPermission(PERMISSIONS.dict.add);
  const canEdit = hasPermission(PERMISSIONS.dict.edit);
  const canRemove = hasPermission(PERMISSIONS.dict.remove);
  const canExport = hasPermission(PERMISSIONS.dict.export);

  const options = useDictTypeOptions();
  const type = options.data?.find((o) => o.dictId === dictId);
  const [form, setForm] = useState<SearchForm>(EMPTY);
  const [search, setSearch] = useState<SearchForm>(EMPTY);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [editing, setEditing] = useState<DictDataRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DictDataRecord | null>(null);

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
  const remove = useDeleteDictData();
  const exporter = useExportDictData();
  const rows = list.data?.rows ?? [];

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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(form);
    setPage(1);
  };
  const confirmDelete = () =>
    deleting &&
    remove.mutate([deleting.dictCode], {
      onSuccess: () => notifySuccess(t('toast.deleted')),
      onError: (err) => notifyError(errorMessage(t, err)),
      onSettled: () => setDeleting(null),
    });

  return (
    <Stack gap="4" p="4" data-testid="dict-data-page">
      <form onSubmit={submit} role="search" aria-label={t('search.dataLabel')}>
        <Wrap gap="4" align="flex-end">
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
          <Field.Root width="44">
            <Field.Label>{t('fields.dictLabel')}</Field.Label>
            <Input data-testid="dict-data-search-label" value={form.dictLabel} maxLength={100} onChange={(e) => setForm({ ...form, dictLabel: e.target.value })} />
          </Field.Root>
          <Field.Root width="36">
            <Field.Label>{t('fields.language')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="dict-data-search-language" value={form.language} onChange={(e) => setForm({ ...form, language: e.target.value })}>
                <option value="">{t('search.all')}</option>
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {LANGUAGE_LABELS[l]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root width="32">
            <Field.Label>{t('fields.status')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.status} onChange={(e) => setForm({ ...form, status: e.target.value })}>
                <option value="">{t('search.all')}</option>
                {DICT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" data-testid="dict-data-search-submit">
              <LuSearch /> {t('search.submit')}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setForm(EMPTY);
                setSearch(EMPTY);
                setPage(1);
              }}
            >
              <LuRotateCcw /> {t('search.reset')}
            </Button>
          </HStack>
        </Wrap>
      </form>

      <HStack gap="2" role="toolbar" aria-label={t('toolbar.label')}>
        {canAdd && (
          <Button variant="subtle" data-testid="dict-data-add" onClick={() => setEditing('new')}>
            <LuPlus /> {t('toolbar.add')}
          </Button>
        )}
        {canExport && (
          <Button
            colorPalette="orange"
            variant="subtle"
            loading={exporter.isPending}
            onClick={() => query && exporter.mutate(query, { onError: (err) => notifyError(errorMessage(t, err)) })}
          >
            <LuDownload /> {t('toolbar.export')}
          </Button>
        )}
        <Button asChild variant="outline">
          <AppLink href="/system/dict">
            <LuArrowLeft /> {t('data.back')}
          </AppLink>
        </Button>
      </HStack>

      {list.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, list.error)}</Alert.Title>
        </Alert.Root>
      )}

      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root striped data-testid="dict-data-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('fields.dictCode')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.dictLabel')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.dictValue')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.dictSort')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.language')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.remark')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.createTime')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.isPending ? (
              <Table.Row>
                <Table.Cell colSpan={9}>
                  <HStack justify="center" py="6">
                    <Spinner />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ) : rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={9}>
                  <Text textAlign="center" py="6" color="fg.muted" data-testid="dict-data-empty">
                    {t('table.emptyData')}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => (
                <Table.Row key={row.dictCode} data-testid={`dict-data-row-${row.dictCode}`}>
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
                  <Table.Cell>
                    <Box maxWidth="48" truncate title={row.remark}>
                      {row.remark}
                    </Box>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createTime)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      {canEdit && (
                        <Button size="xs" variant="ghost" data-testid={`dict-data-row-edit-${row.dictCode}`} onClick={() => setEditing(row)}>
                          <LuPencil /> {t('toolbar.edit')}
                        </Button>
                      )}
                      {canRemove && (
                        <Button size="xs" variant="ghost" colorPalette="red" data-testid={`dict-data-row-delete-${row.dictCode}`} onClick={() => setDeleting(row)}>
                          <LuTrash2 /> {t('toolbar.delete')}
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

      <ListPagination
        testId="dict-data"
        total={list.data?.total ?? 0}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setLimit(size);
          setPage(1);
        }}
      />

      {editing && <DictDataFormDialog dictType={type.dictType} record={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          tone="danger"
          title={t('delete.title')}
          message={t('delete.dataMessage', { label: deleting.dictLabel, value: deleting.dictValue })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
          busy={remove.isPending}
          testId="dict-data-delete-dialog"
          actionTestIdPrefix="dict-data-delete"
        />
      )}
    </Stack>
  );
}
