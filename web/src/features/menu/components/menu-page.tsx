import { Fragment, useMemo, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Field, HStack, IconButton, Input, NativeSelect, Spinner, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronRight, LuChevronsDownUp, LuChevronsUpDown, LuPencil, LuPlus, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { ActionsCell, ActionsHeader, TableFrame } from '../../../components/list/table-frame';
import { MENU_STATUSES, menuSearch, type MenuSearch } from '@aed/shared/schemas/menu';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MenuIcon } from '../../../components/ui/menu-icon';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/permission';
import { useDeleteMenu } from '../api/delete-menu';
import { useMenuList } from '../api/get-menu-list';
import { MenuFormDialog, type MenuFormTarget } from './menu-form-dialog';
import { buildMenuTree, type MenuRow } from './menu-tree';

const COLUMNS = 8;
const NO_FILTER: MenuSearch = { menuName: undefined };

/**
 * Menus screen, menu component 'system/menu/index': the menu tree as a table (expand / collapse), search by name and
 * status, add (also under a row), modify and delete. Editing menus changes the route tree users receive.
 */
export default function MenuPage() {
  const { t } = useTranslation('menu');
  const p = usePermission();
  const canAdd = p.hasPermission(PERMISSIONS.menu.add);
  const canEdit = p.hasPermission(PERMISSIONS.menu.edit);
  const canRemove = p.hasPermission(PERMISSIONS.menu.remove);

  const [form, setForm] = useState<{ menuName: string; status: '' | '0' | '1' }>({ menuName: '', status: '' });
  const [search, setSearch] = useState<MenuSearch>(NO_FILTER);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [expandAll, setExpandAll] = useState(false);
  const [target, setTarget] = useState<MenuFormTarget | null>(null);
  const [deleting, setDeleting] = useState<MenuRow | null>(null);
  const list = useMenuList(search);
  const remove = useDeleteMenu();
  const tree = useMemo(() => buildMenuTree(list.data ?? []), [list.data]);
  // parent choices always come from the whole set (same query as the list when nothing is filtered)
  const all = useMenuList(NO_FILTER);
  const fullTree = useMemo(() => buildMenuTree(all.data ?? []), [all.data]);
  const filtering = !!(search.menuName || search.status);

  const label = (row: MenuRow) => (row.code ? t(row.code, { ns: 'layout', defaultValue: row.menuName }) : row.menuName);
  const isOpen = (id: number) => expandAll || filtering || expanded.has(id);
  const toggle = (id: number) => setExpanded((prev) => (prev.has(id) ? new Set([...prev].filter((x) => x !== id)) : new Set([...prev, id])));

  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    const parsed = menuSearch.safeParse(form);
    if (parsed.success) setSearch(parsed.data);
  };

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.menuId, {
      onSuccess: () => {
        notifySuccess(t('toast.deleted'));
        setDeleting(null);
      },
      onError: (err) => {
        notifyError(errorMessage(t, err));
        setDeleting(null);
      },
    });

  const rows = (list: readonly MenuRow[], depth: number) =>
    list.map((row) => (
      <Fragment key={row.menuId}>
        <Table.Row data-testid={`menu-row-${row.menuId}`}>
          <Table.Cell>
            <HStack gap="1" pl={`${depth * 20}px`}>
              {row.children.length ? (
                <IconButton size="2xs" variant="ghost" aria-label={t('table.expand')} aria-expanded={isOpen(row.menuId)} onClick={() => toggle(row.menuId)} data-testid={`menu-toggle-${row.menuId}`}>
                  {isOpen(row.menuId) ? <LuChevronDown /> : <LuChevronRight />}
                </IconButton>
              ) : (
                <Text as="span" width="6" />
              )}
              <Text as="span">{label(row)}</Text>
            </HStack>
          </Table.Cell>
          <Table.Cell>{row.icon ? <MenuIcon name={row.icon} /> : null}</Table.Cell>
          <Table.Cell>{row.orderNum}</Table.Cell>
          <Table.Cell>
            <Badge variant="subtle" colorPalette={row.menuType === 'M' ? 'blue' : row.menuType === 'C' ? 'green' : 'gray'}>
              {t(`type.${row.menuType}`)}
            </Badge>
          </Table.Cell>
          <Table.Cell>
            <Text as="code" fontSize="xs">
              {row.perms}
            </Text>
          </Table.Cell>
          <Table.Cell>
            <Text as="code" fontSize="xs">
              {row.component || (row.isFrame ? row.path : '')}
            </Text>
          </Table.Cell>
          <Table.Cell>
            <Badge colorPalette={row.status === '0' ? 'green' : 'red'} variant="subtle">
              {t(`status.${row.status}`)}
            </Badge>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createTime)}</Table.Cell>
          <ActionsCell>
            {canEdit && (
              <Button size="xs" variant="ghost" data-testid={`menu-row-edit-${row.menuId}`} onClick={() => setTarget({ mode: 'edit', menuId: row.menuId })}>
                <LuPencil /> {t('toolbar.edit')}
              </Button>
            )}
            {canAdd && row.menuType !== 'F' && (
              <Button
                size="xs"
                variant="ghost"
                data-testid={`menu-row-add-${row.menuId}`}
                onClick={() => setTarget({ mode: 'add', parentId: row.menuId, menuType: row.menuType === 'C' ? 'F' : 'C' })}
              >
                <LuPlus /> {t('toolbar.add')}
              </Button>
            )}
            {canRemove && (
              <Button size="xs" variant="ghost" colorPalette="red" data-testid={`menu-row-delete-${row.menuId}`} onClick={() => setDeleting(row)}>
                <LuTrash2 /> {t('toolbar.delete')}
              </Button>
            )}
          </ActionsCell>
        </Table.Row>
        {row.children.length > 0 && isOpen(row.menuId) && rows(row.children, depth + 1)}
      </Fragment>
    ));

  return (
    <Stack gap="4" p="4" data-testid="menu-page">
      <form onSubmit={submitSearch} role="search" aria-label={t('search.label')}>
        <Wrap gap="4" align="flex-end">
          <Field.Root width="52">
            <Field.Label>{t('fields.menuName')}</Field.Label>
            <Input data-testid="menu-search-name" value={form.menuName} maxLength={50} onChange={(e) => setForm({ ...form, menuName: e.target.value })} />
          </Field.Root>
          <Field.Root width="36">
            <Field.Label>{t('fields.status')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field data-testid="menu-search-status" value={form.status} onChange={(e) => setForm({ ...form, status: e.target.value as '' | '0' | '1' })}>
                <option value="">{t('search.all')}</option>
                {MENU_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" data-testid="menu-search-submit">
              <LuSearch /> {t('search.submit')}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setForm({ menuName: '', status: '' });
                setSearch(NO_FILTER);
              }}
            >
              <LuRotateCcw /> {t('search.reset')}
            </Button>
          </HStack>
        </Wrap>
      </form>

      <HStack gap="2" role="toolbar" aria-label={t('toolbar.label')}>
        {canAdd && (
          <Button variant="subtle" data-testid="menu-add" onClick={() => setTarget({ mode: 'add', parentId: 0 })}>
            <LuPlus /> {t('toolbar.add')}
          </Button>
        )}
        <Button variant="subtle" colorPalette="gray" data-testid="menu-expand-all" onClick={() => setExpandAll(!expandAll)}>
          {expandAll ? <LuChevronsDownUp /> : <LuChevronsUpDown />} {expandAll ? t('toolbar.collapseAll') : t('toolbar.expandAll')}
        </Button>
      </HStack>

      {list.isError && (
        <Alert.Root status="error" data-testid="menu-load-error">
          <Alert.Indicator />
          <Alert.Title flex="1">{errorMessage(t, list.error)}</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {t('table.retry')}
          </Button>
        </Alert.Root>
      )}

      <TableFrame interactive data-testid="menu-table" aria-busy={list.isPending}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('fields.menuName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.icon')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.orderNum')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.menuType')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.perms')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.component')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.createTime')}</Table.ColumnHeader>
            <ActionsHeader>{canAdd || canEdit || canRemove ? t('fields.actions') : null}</ActionsHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.isPending ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS + 1}>
                <HStack justify="center" py="8" gap="3">
                  <Spinner /> <Text>{t('table.loading')}</Text>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ) : tree.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS + 1}>
                {!list.isError && (
                  <Text textAlign="center" py="8" color="fg.muted" data-testid="menu-empty">
                    {t('table.empty')}
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows(tree, 0)
          )}
        </Table.Body>
      </TableFrame>

      {target && <MenuFormDialog target={target} tree={fullTree} onClose={() => setTarget(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          tone="danger"
          title={t('delete.title')}
          message={t('delete.message', { name: label(deleting) })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
          busy={remove.isPending}
          testId="menu-delete-dialog"
          actionTestIdPrefix="menu-delete"
        />
      )}
    </Stack>
  );
}
