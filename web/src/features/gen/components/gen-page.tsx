import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Field, HStack, Input, Spinner, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCode, LuDownload, LuPencil, LuPlus, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { ActionsCell, ActionsHeader, TableFrame } from '../../../components/list/table-frame';
import { genTableSearch, type GenLabels, type GenTableRow, type GenTableSearch } from '@aed/shared/schemas/gen';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListPagination } from '../../../components/ui/list-pagination';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/permission';
import { useDeleteGen } from '../api/delete-gen';
import { useDownloadGen } from '../api/download-gen';
import { useGenPage } from '../api/get-gen-page';
import { GenFormDialog } from './gen-form-dialog';
import { GenPreviewDialog } from './gen-preview-dialog';

type SearchForm = { moduleName: string; businessName: string };
const EMPTY: SearchForm = { moduleName: '', businessName: '' };
const NO_FILTER: GenTableSearch = { moduleName: undefined, businessName: undefined };

/** A label in the UI language, English when not translated. */
export const labelIn = (labels: GenLabels, lng: string) => (labels[lng as keyof GenLabels] ?? '').trim() || labels.en;

/** Code generation screen (menu component 'tool/gen/index'): definitions, field grid, preview and zip download. */
export default function GenPage() {
  const { t, i18n } = useTranslation('gen');
  const { hasPermission } = usePermission();
  const canAdd = hasPermission(PERMISSIONS.gen.add);
  const canEdit = hasPermission(PERMISSIONS.gen.edit) && hasPermission(PERMISSIONS.gen.query);
  const canRemove = hasPermission(PERMISSIONS.gen.remove);
  const canPreview = hasPermission(PERMISSIONS.gen.preview);
  const canDownload = hasPermission(PERMISSIONS.gen.code);

  const [form, setForm] = useState<SearchForm>(EMPTY);
  const [search, setSearch] = useState<GenTableSearch>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [editing, setEditing] = useState<GenTableRow | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<GenTableRow | null>(null);
  const [deleting, setDeleting] = useState<GenTableRow | null>(null);
  const query = useMemo(() => ({ ...search, page, limit }), [search, page, limit]);
  const list = useGenPage(query);
  const remove = useDeleteGen();
  const download = useDownloadGen();
  const rows = list.data?.rows ?? [];

  const apply = (values: SearchForm) => {
    const parsed = genTableSearch.safeParse(values);
    if (!parsed.success) return notifyError(t('validation.invalid'));
    setSearch(parsed.data);
    setPage(1);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(form);
  };
  const startDownload = (tableId: number) =>
    download.mutate(tableId, { onSuccess: () => notifySuccess(t('toast.downloaded')), onError: (err) => notifyError(errorMessage(t, err)) });
  const confirmDelete = () =>
    deleting &&
    remove.mutate([deleting.tableId], {
      onSuccess: () => notifySuccess(t('toast.deleted')),
      onError: (err) => notifyError(errorMessage(t, err)),
      onSettled: () => setDeleting(null),
    });

  return (
    <Stack gap="4" p="4" data-testid="gen-page">
      <form onSubmit={submit} role="search" aria-label={t('search.label')}>
        <Wrap gap="4" align="flex-end">
          <Field.Root width="44">
            <Field.Label>{t('fields.moduleName')}</Field.Label>
            <Input data-testid="gen-search-module" value={form.moduleName} maxLength={30} onChange={(e) => setForm({ ...form, moduleName: e.target.value })} />
          </Field.Root>
          <Field.Root width="52">
            <Field.Label>{t('fields.businessName')}</Field.Label>
            <Input data-testid="gen-search-business" value={form.businessName} maxLength={50} onChange={(e) => setForm({ ...form, businessName: e.target.value })} />
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" data-testid="gen-search-submit">
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
          <Button variant="subtle" data-testid="gen-add" onClick={() => setEditing('new')}>
            <LuPlus /> {t('toolbar.add')}
          </Button>
        )}
      </HStack>

      {list.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, list.error)}</Alert.Title>
        </Alert.Root>
      )}

      <TableFrame striped data-testid="gen-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('fields.tableId')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.moduleName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.entityName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.businessName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.fieldCount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.createTime')}</Table.ColumnHeader>
            <ActionsHeader>{t('fields.actions')}</ActionsHeader>
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
                <Text textAlign="center" py="6" color="fg.muted" data-testid="gen-empty">
                  {t('table.empty')}
                </Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row key={row.tableId} data-testid={`gen-row-${row.moduleName}`}>
                <Table.Cell>{row.tableId}</Table.Cell>
                <Table.Cell>
                  <Text as="code" fontFamily="mono" fontSize="sm">
                    {row.moduleName}
                  </Text>
                </Table.Cell>
                <Table.Cell>{row.entityName}</Table.Cell>
                <Table.Cell>{labelIn(row.businessName, i18n.language)}</Table.Cell>
                <Table.Cell>{row.fieldCount}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createTime)}</Table.Cell>
                <ActionsCell>
                  {canPreview && (
                    <Button size="xs" variant="ghost" data-testid={`gen-row-preview-${row.moduleName}`} onClick={() => setPreviewing(row)}>
                      <LuCode /> {t('toolbar.preview')}
                    </Button>
                  )}
                  {canDownload && (
                    <Button size="xs" variant="ghost" data-testid={`gen-row-download-${row.moduleName}`} loading={download.isPending && download.variables === row.tableId} onClick={() => startDownload(row.tableId)}>
                      <LuDownload /> {t('toolbar.download')}
                    </Button>
                  )}
                  {canEdit && (
                    <Button size="xs" variant="ghost" data-testid={`gen-row-edit-${row.moduleName}`} onClick={() => setEditing(row)}>
                      <LuPencil /> {t('toolbar.edit')}
                    </Button>
                  )}
                  {canRemove && (
                    <Button size="xs" variant="ghost" colorPalette="red" data-testid={`gen-row-delete-${row.moduleName}`} onClick={() => setDeleting(row)}>
                      <LuTrash2 /> {t('toolbar.delete')}
                    </Button>
                  )}
                </ActionsCell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </TableFrame>

      <ListPagination
        testId="gen"
        total={list.data?.total ?? 0}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setLimit(size);
          setPage(1);
        }}
      />

      {editing && <GenFormDialog tableId={editing === 'new' ? undefined : editing.tableId} onClose={() => setEditing(null)} />}
      {previewing && (
        <GenPreviewDialog row={previewing} canDownload={canDownload} downloading={download.isPending} onDownload={() => startDownload(previewing.tableId)} onClose={() => setPreviewing(null)} />
      )}
      {deleting && (
        <ConfirmDialog
          open
          tone="danger"
          title={t('delete.title')}
          message={t('delete.message', { name: deleting.moduleName })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
          busy={remove.isPending}
          testId="gen-delete-dialog"
          actionTestIdPrefix="gen-delete"
        />
      )}
    </Stack>
  );
}
