import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Field, HStack, Input, NativeSelect, Spinner, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuPlus, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { NOTICE_TYPES, noticeSearch, type NoticeRow, type NoticeSearch } from '@aed/shared/schemas/notice';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/permission';
import { useDeleteNotices } from '../api/delete-notices';
import { useNoticePage } from '../api/get-notice-page';
import { NoticeFormDialog } from './notice-form-dialog';
import { ListPagination } from '../../../components/ui/list-pagination';

type SearchForm = { noticeTitle: string; createBy: string; noticeType: string };
const EMPTY: SearchForm = { noticeTitle: '', createBy: '', noticeType: '' };
const NO_FILTER: NoticeSearch = { noticeTitle: undefined, createBy: undefined };

/** Notices screen (menu component 'system/notice/index'): search, list newest first, add, modify, delete by permission. */
export default function NoticePage() {
  const { t } = useTranslation('notice');
  const { hasPermission } = usePermission();
  const canAdd = hasPermission(PERMISSIONS.notice.add);
  const canEdit = hasPermission(PERMISSIONS.notice.edit);
  const canRemove = hasPermission(PERMISSIONS.notice.remove);

  const [form, setForm] = useState<SearchForm>(EMPTY);
  const [search, setSearch] = useState<NoticeSearch>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<NoticeRow | null>(null);
  const query = useMemo(() => ({ ...search, page, limit }), [search, page, limit]);
  const list = useNoticePage(query);
  const remove = useDeleteNotices();
  const rows = list.data?.rows ?? [];

  const apply = (values: SearchForm) => {
    const parsed = noticeSearch.safeParse(values);
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
    remove.mutate([deleting.noticeId], {
      onSuccess: () => notifySuccess(t('toast.deleted')),
      onError: (err) => notifyError(errorMessage(t, err)),
      onSettled: () => setDeleting(null),
    });

  return (
    <Stack gap="4" p="4" data-testid="notice-page">
      <form onSubmit={submit} role="search" aria-label={t('search.label')}>
        <Wrap gap="4" align="flex-end">
          <Field.Root width="56">
            <Field.Label>{t('fields.noticeTitle')}</Field.Label>
            <Input data-testid="notice-search-title" value={form.noticeTitle} maxLength={50} onChange={(e) => setForm({ ...form, noticeTitle: e.target.value })} />
          </Field.Root>
          <Field.Root width="44">
            <Field.Label>{t('fields.createBy')}</Field.Label>
            <Input data-testid="notice-search-createby" value={form.createBy} maxLength={30} onChange={(e) => setForm({ ...form, createBy: e.target.value })} />
          </Field.Root>
          <Field.Root width="40">
            <Field.Label>{t('fields.noticeType')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="notice-search-type" value={form.noticeType} onChange={(e) => setForm({ ...form, noticeType: e.target.value })}>
                <option value="">{t('search.all')}</option>
                {NOTICE_TYPES.map((v) => (
                  <option key={v} value={v}>
                    {t(`type.${v}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" data-testid="notice-search-submit">
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

      {canAdd && (
        <HStack gap="2" role="toolbar" aria-label={t('toolbar.label')}>
          <Button variant="subtle" data-testid="notice-add" onClick={() => setEditing('new')}>
            <LuPlus /> {t('toolbar.add')}
          </Button>
        </HStack>
      )}

      {list.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, list.error)}</Alert.Title>
        </Alert.Root>
      )}

      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root striped data-testid="notice-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('fields.noticeId')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.noticeTitle')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.noticeType')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.createBy')}</Table.ColumnHeader>
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
                  <Text textAlign="center" py="6" color="fg.muted" data-testid="notice-empty">
                    {t('table.empty')}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => (
                <Table.Row key={row.noticeId} data-testid={`notice-row-${row.noticeId}`}>
                  <Table.Cell>{row.noticeId}</Table.Cell>
                  <Table.Cell>{row.noticeTitle}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={row.noticeType === '1' ? 'orange' : 'green'} variant="subtle">
                      {t(`type.${row.noticeType}`)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={row.status === '0' ? 'blue' : 'red'} variant="subtle">
                      {t(`status.${row.status}`)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>{row.createBy}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createTime)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      {canEdit && (
                        <Button size="xs" variant="ghost" data-testid={`notice-row-edit-${row.noticeId}`} onClick={() => setEditing(row.noticeId)}>
                          <LuPencil /> {t('toolbar.edit')}
                        </Button>
                      )}
                      {canRemove && (
                        <Button size="xs" variant="ghost" colorPalette="red" data-testid={`notice-row-delete-${row.noticeId}`} onClick={() => setDeleting(row)}>
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
        testId="notice"
        total={list.data?.total ?? 0}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setLimit(size);
          setPage(1);
        }}
      />

      {editing !== null && <NoticeFormDialog noticeId={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          tone="danger"
          title={t('delete.title')}
          message={t('delete.message', { title: deleting.noticeTitle })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
          busy={remove.isPending}
          testId="notice-delete-dialog"
          actionTestIdPrefix="notice-delete"
        />
      )}
    </Stack>
  );
}
