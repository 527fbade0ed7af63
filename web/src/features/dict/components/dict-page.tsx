import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Field, HStack, Input, NativeSelect, Spinner, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuList, LuPencil, LuPlus, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { DICT_STATUSES, dictTypeSearch, type DictTypeRecord, type DictTypeSearch } from '@aed/shared/schemas/dict';
import { AppLink } from '../../../components/ui/app-link';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/permission';
import { useDeleteDictTypes } from '../api/delete-dict-types';
import { useExportDictTypes } from '../api/export-dict';
import { useDictTypePage } from '../api/get-dict-type-page';
import { ListPagination } from '../../../components/ui/list-pagination';
import { DictStatusBadge } from './dict-status-badge';
import { DictTypeFormDialog } from './dict-type-form-dialog';

type SearchForm = { dictName: string; dictType: string; status: string };
const EMPTY: SearchForm = { dictName: '', dictType: '', status: '' };

/** The hidden data screen of a type (spec section 2: `/dict/type/data/:dictId`). */
export const dictDataPath = (dictId: number) => `/dict/type/data/${dictId}`;

/**
 * Dictionaries screen (menu component 'system/dict/index'): dictionary types with search and paging; add, modify,
 * delete and export by permission; each type links to its data screen.
 */
export default function DictPage() {
  const { t } = useTranslation('dict');
  const { hasPermission } = usePermission();
  const canAdd = hasPermission(PERMISSIONS.dict.add);
  const canEdit = hasPermission(PERMISSIONS.dict.edit);
  const canRemove = hasPermission(PERMISSIONS.dict.remove);
  const canExport = hasPermission(PERMISSIONS.dict.export);

  const [form, setForm] = useState<SearchForm>(EMPTY);
  const [search, setSearch] = useState<DictTypeSearch>({ dictName: undefined, dictType: undefined });
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [editing, setEditing] = useState<DictTypeRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DictTypeRecord | null>(null);

  const query = useMemo(() => ({ ...search, page, limit }), [search, page, limit]);
  const list = useDictTypePage(query);
  const remove = useDeleteDictTypes();
  const exporter = useExportDictTypes();
  const rows = list.data?.rows ?? [];

  const apply = (values: SearchForm) => {
    const parsed = dictTypeSearch.safeParse(values);
    if (!parsed.success) return notifyError(t('validation.invalid'));
    setSearch(parsed.data);
    setPage(1);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(form);
  };
  const confirmDelete = () =>
    deleting &&
    remove.mutate([deleting.dictId], {
      onSuccess: () => notifySuccess(t('toast.deleted')),
      onError: (err) => notifyError(errorMessage(t, err)),
      onSettled: () => setDeleting(null),
    });

  return (
    <Stack gap="4" p="4" data-testid="dict-page">
      <form onSubmit={submit} role="search" aria-label={t('search.label')}>
        <Wrap gap="4" align="flex-end">
          <Field.Root width="52">
            <Field.Label>{t('fields.dictName')}</Field.Label>
            <Input data-testid="dict-search-name" value={form.dictName} maxLength={100} onChange={(e) => setForm({ ...form, dictName: e.target.value })} />
          </Field.Root>
          <Field.Root width="52">
            <Field.Label>{t('fields.dictType')}</Field.Label>
            <Input data-testid="dict-search-type" value={form.dictType} maxLength={100} onChange={(e) => setForm({ ...form, dictType: e.target.value })} />
          </Field.Root>
          <Field.Root width="36">
            <Field.Label>{t('fields.status')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="dict-search-status" value={form.status} onChange={(e) => setForm({ ...form, status: e.target.value })}>
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
            <Button type="submit" data-testid="dict-search-submit">
              <LuSearch /> {t('search.submit')}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setForm(EMPTY);
                apply(EMPTY);
              }}
            >
              <LuRotateCcw /> {t('search.reset')}
            </Button>
          </HStack>
        </Wrap>
      </form>

      <HStack gap="2" role="toolbar" aria-label={t('toolbar.label')}>
        {canAdd && (
          <Button variant="subtle" data-testid="dict-add" onClick={() => setEditing('new')}>
            <LuPlus /> {t('toolbar.add')}
          </Button>
        )}
        {canExport && (
          <Button
            colorPalette="orange"
            variant="subtle"
            data-testid="dict-export"
            loading={exporter.isPending}
            onClick={() => exporter.mutate(search, { onError: (err) => notifyError(errorMessage(t, err)) })}
          >
            <LuDownload /> {t('toolbar.export')}
          </Button>
        )}
      </HStack>

      {list.isError && (
        <Alert.Root status="error" data-testid="dict-load-error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, list.error)}</Alert.Title>
        </Alert.Root>
      )}

      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root striped data-testid="dict-table" aria-busy={list.isFetching}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('fields.dictId')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.dictName')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.dictType')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.remark')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.createTime')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.isPending ? (
              <Table.Row>
                <Table.Cell colSpan={7}>
                  <HStack justify="center" py="6">
                    <Spinner />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ) : rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={7}>
                  <Text textAlign="center" py="6" color="fg.muted" data-testid="dict-empty">
                    {t('table.empty')}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => (
                <Table.Row key={row.dictId} data-testid={`dict-row-${row.dictType}`}>
                  <Table.Cell>{row.dictId}</Table.Cell>
                  <Table.Cell>{row.dictName}</Table.Cell>
                  <Table.Cell>
                    <AppLink href={dictDataPath(row.dictId)} data-testid={`dict-row-link-${row.dictType}`}>
                      <Text as="span" color="colorPalette.fg" colorPalette="brand" fontFamily="mono" fontSize="sm" textDecoration="underline">
                        {row.dictType}
                      </Text>
                    </AppLink>
                  </Table.Cell>
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
                      <Button asChild size="xs" variant="ghost">
                        <AppLink href={dictDataPath(row.dictId)}>
                          <LuList /> {t('table.data')}
                        </AppLink>
                      </Button>
                      {canEdit && (
                        <Button size="xs" variant="ghost" data-testid={`dict-row-edit-${row.dictType}`} onClick={() => setEditing(row)}>
                          <LuPencil /> {t('toolbar.edit')}
                        </Button>
                      )}
                      {canRemove && (
                        <Button size="xs" variant="ghost" colorPalette="red" data-testid={`dict-row-delete-${row.dictType}`} onClick={() => setDeleting(row)}>
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
        testId="dict"
        total={list.data?.total ?? 0}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setLimit(size);
          setPage(1);
        }}
      />

      {editing && <DictTypeFormDialog record={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          tone="danger"
          title={t('delete.title')}
          message={t('delete.typeMessage', { name: deleting.dictName, type: deleting.dictType })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
          busy={remove.isPending}
          testId="dict-delete-dialog"
          actionTestIdPrefix="dict-delete"
        />
      )}
    </Stack>
  );
}
