import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Badge, Box, Button, Field, HStack, Input, NativeSelect, Spinner, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuPencil, LuPlus, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { POST_STATUSES, postSearch, type PostRecord, type PostSearch } from '@aed/shared/schemas/post';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/permission';
import { useDeletePosts } from '../api/delete-posts';
import { useExportPosts } from '../api/export-posts';
import { usePostPage } from '../api/get-post-page';
import { PostFormDialog } from './post-form-dialog';
import { ListPagination } from '../../../components/ui/list-pagination';

type SearchForm = { postCode: string; postName: string; status: string };
const EMPTY: SearchForm = { postCode: '', postName: '', status: '' };
const NO_FILTER: PostSearch = { postCode: undefined, postName: undefined };

/** Positions screen (menu component 'system/post/index'): search, list, add, modify, delete, export by permission. */
export default function PostPage() {
  const { t } = useTranslation('post');
  const { hasPermission } = usePermission();
  const canAdd = hasPermission(PERMISSIONS.post.add);
  const canEdit = hasPermission(PERMISSIONS.post.edit);
  const canRemove = hasPermission(PERMISSIONS.post.remove);
  const canExport = hasPermission(PERMISSIONS.post.export);

  const [form, setForm] = useState<SearchForm>(EMPTY);
  const [search, setSearch] = useState<PostSearch>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [editing, setEditing] = useState<PostRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PostRecord | null>(null);
  const query = useMemo(() => ({ ...search, page, limit }), [search, page, limit]);
  const list = usePostPage(query);
  const remove = useDeletePosts();
  const exporter = useExportPosts();
  const rows = list.data?.rows ?? [];

  const apply = (values: SearchForm) => {
    const parsed = postSearch.safeParse(values);
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
    remove.mutate([deleting.postId], {
      onSuccess: () => notifySuccess(t('toast.deleted')),
      onError: (err) => notifyError(errorMessage(t, err)),
      onSettled: () => setDeleting(null),
    });

  return (
    <Stack gap="4" p="4" data-testid="post-page">
      <form onSubmit={submit} role="search" aria-label={t('search.label')}>
        <Wrap gap="4" align="flex-end">
          <Field.Root width="44">
            <Field.Label>{t('fields.postCode')}</Field.Label>
            <Input data-testid="post-search-code" value={form.postCode} maxLength={64} onChange={(e) => setForm({ ...form, postCode: e.target.value })} />
          </Field.Root>
          <Field.Root width="52">
            <Field.Label>{t('fields.postName')}</Field.Label>
            <Input data-testid="post-search-name" value={form.postName} maxLength={50} onChange={(e) => setForm({ ...form, postName: e.target.value })} />
          </Field.Root>
          <Field.Root width="36">
            <Field.Label>{t('fields.status')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="post-search-status" value={form.status} onChange={(e) => setForm({ ...form, status: e.target.value })}>
                <option value="">{t('search.all')}</option>
                {POST_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" data-testid="post-search-submit">
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
          <Button variant="subtle" data-testid="post-add" onClick={() => setEditing('new')}>
            <LuPlus /> {t('toolbar.add')}
          </Button>
        )}
        {canExport && (
          <Button
            colorPalette="orange"
            variant="subtle"
            data-testid="post-export"
            loading={exporter.isPending}
            onClick={() => exporter.mutate(search, { onError: (err) => notifyError(errorMessage(t, err)) })}
          >
            <LuDownload /> {t('toolbar.export')}
          </Button>
        )}
      </HStack>

      {list.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, list.error)}</Alert.Title>
        </Alert.Root>
      )}

      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root striped data-testid="post-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('fields.postId')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.postCode')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.postName')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.postSort')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.remark')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.createTime')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.isPending ? (
              <Table.Row>
                <Table.Cell colSpan={8}>
                  <HStack justify="center" py="6">
                    <Spinner />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ) : rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={8}>
                  <Text textAlign="center" py="6" color="fg.muted" data-testid="post-empty">
                    {t('table.empty')}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => (
                <Table.Row key={row.postId} data-testid={`post-row-${row.postCode}`}>
                  <Table.Cell>{row.postId}</Table.Cell>
                  <Table.Cell>{row.postCode}</Table.Cell>
                  <Table.Cell>{row.postName}</Table.Cell>
                  <Table.Cell>{row.postSort}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={row.status === '0' ? 'green' : 'red'} variant="subtle">
                      {t(`status.${row.status}`)}
                    </Badge>
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
                        <Button size="xs" variant="ghost" data-testid={`post-row-edit-${row.postCode}`} onClick={() => setEditing(row)}>
                          <LuPencil /> {t('toolbar.edit')}
                        </Button>
                      )}
                      {canRemove && (
                        <Button size="xs" variant="ghost" colorPalette="red" data-testid={`post-row-delete-${row.postCode}`} onClick={() => setDeleting(row)}>
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
        testId="post"
        total={list.data?.total ?? 0}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setLimit(size);
          setPage(1);
        }}
      />

      {editing && <PostFormDialog record={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          tone="danger"
          title={t('delete.title')}
          message={t('delete.message', { name: deleting.postName, code: deleting.postCode })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
          busy={remove.isPending}
          testId="post-delete-dialog"
          actionTestIdPrefix="post-delete"
        />
      )}
    </Stack>
  );
}
