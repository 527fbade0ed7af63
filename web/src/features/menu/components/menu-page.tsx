import { useMemo, useState } from 'react';
import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_STATUSES, menuSearch, type MenuSearch } from '@aed/shared/schemas/menu';
import { CodeCell, DateTimeCell } from '../../../components/list/cells';
import { ListLoadError } from '../../../components/list/list-table';
import { ExpandAllButton, ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { TreeTable } from '../../../components/list/tree-table';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { parseWith, useListSearch } from '../../../components/list/use-list-search';
import { useResetOnChange } from '../../../components/list/use-reset-on-change';
import { useTreeExpansion } from '../../../components/list/use-tree-expansion';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MenuIcon } from '../../../components/ui/menu-icon';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { menuLabel } from '../../../lib/menu-label';
import { usePermission } from '../../../lib/permission';
import { useDeleteMenu } from '../api/delete-menu';
import { useMenuList } from '../api/get-menu-list';
import { MenuFormDialog, type MenuFormTarget } from './menu-form-dialog';
import { buildMenuTree, type MenuRow } from './menu-tree';

type SearchForm = { menuName: string; status: string };
const EMPTY: SearchForm = { menuName: '', status: '' };
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

  const searching = useListSearch<SearchForm, MenuSearch>({ empty: EMPTY, parse: parseWith(menuSearch), onInvalid: () => notifyError(t('validation.invalid')) });
  const { form, setField, search } = searching;
  const filtering = !!(search.menuName || search.status);
  // The whole tree starts collapsed; the hits of a search start expanded.
  const expansion = useTreeExpansion<number>(filtering);
  useResetOnChange([filtering], filtering ? expansion.expandAll : expansion.collapseAll);
  const [target, setTarget] = useState<MenuFormTarget | null>(null);
  const list = useMenuList(search);
  const tree = useMemo(() => buildMenuTree(list.data ?? []), [list.data]);
  // parent choices always come from the whole set (same query as the list when nothing is filtered)
  const all = useMenuList(NO_FILTER);
  const fullTree = useMemo(() => buildMenuTree(all.data ?? []), [all.data]);
  const remover = useConfirmAction({
    mutation: useDeleteMenu(),
    toVariables: (row: MenuRow) => row.menuId,
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
  });

  const label = (row: MenuRow) => menuLabel(t, row.code, row.menuName);

  return (
    <Stack gap="4" p="4" data-testid="menu-page">
      <SearchBar label={t('search.label')} testIdPrefix="menu" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchTextField width="52" label={t('fields.menuName')} testId="menu-search-name" value={form.menuName} maxLength={50} onChange={(v) => setField('menuName', v)} />
        <SearchSelectField
          label={t('fields.status')}
          testId="menu-search-status"
          value={form.status}
          onChange={(v) => setField('status', v)}
          allLabel={t('search.all')}
          options={MENU_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="add" permission={PERMISSIONS.menu.add} testId="menu-add" label={t('toolbar.add')} onClick={() => setTarget({ mode: 'add', parentId: 0 })} />
        <ExpandAllButton
          testId="menu-expand-all"
          allExpanded={expansion.allExpanded}
          onExpandAll={expansion.expandAll}
          onCollapseAll={expansion.collapseAll}
          expandLabel={t('toolbar.expandAll')}
          collapseLabel={t('toolbar.collapseAll')}
        />
      </ListToolbar>

      {list.isError && <ListLoadError testId="menu-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

      <TreeTable
        testId="menu-table"
        columns={[t('fields.menuName'), t('fields.icon'), t('fields.orderNum'), t('fields.menuType'), t('fields.perms'), t('fields.component'), t('fields.status'), t('fields.createTime')]}
        actionsHeader={canAdd || canEdit || canRemove ? t('fields.actions') : null}
        roots={tree}
        rowKey={(row) => row.menuId}
        rowTestId={(row) => `menu-row-${row.menuId}`}
        loading={list.isPending}
        loadingText={t('table.loading')}
        failed={list.isError}
        emptyText={t('table.empty')}
        emptyTestId="menu-empty"
        hasChildren={(row) => row.children.length > 0}
        childrenOf={(row) => row.children}
        isOpen={(row) => expansion.isOpen(row.menuId)}
        onToggle={(row) => expansion.toggle(row.menuId)}
        toggleLabel={(row, open) => t(open ? 'table.collapse' : 'table.expand', { name: label(row) })}
        toggleTestId={(row) => `menu-toggle-${row.menuId}`}
        renderName={(row) => <Text as="span">{label(row)}</Text>}
        renderCells={(row) => (
          <>
            <Table.Cell>{row.icon ? <MenuIcon name={row.icon} /> : null}</Table.Cell>
            <Table.Cell>{row.orderNum}</Table.Cell>
            <Table.Cell>
              <Badge variant="subtle" colorPalette={row.menuType === 'M' ? 'blue' : row.menuType === 'C' ? 'green' : 'gray'}>
                {t(`type.${row.menuType}`)}
              </Badge>
            </Table.Cell>
            <CodeCell text={row.perms} />
            <CodeCell text={row.component || (row.isFrame ? row.path : '')} />
            <Table.Cell>
              <Badge colorPalette={row.status === '0' ? 'green' : 'red'} variant="subtle">
                {t(`status.${row.status}`)}
              </Badge>
            </Table.Cell>
            <DateTimeCell value={row.createTime} />
          </>
        )}
        renderActions={(row) => (
          <>
            <RowActionButton kind="edit" permission={PERMISSIONS.menu.edit} testId={`menu-row-edit-${row.menuId}`} onClick={() => setTarget({ mode: 'edit', menuId: row.menuId })} />
            {row.menuType !== 'F' && (
              <RowActionButton
                kind="add"
                permission={PERMISSIONS.menu.add}
                testId={`menu-row-add-${row.menuId}`}
                label={t('toolbar.add')}
                onClick={() => setTarget({ mode: 'add', parentId: row.menuId, menuType: row.menuType === 'C' ? 'F' : 'C' })}
              />
            )}
            <RowActionButton kind="delete" permission={PERMISSIONS.menu.remove} testId={`menu-row-delete-${row.menuId}`} label={t('toolbar.delete')} onClick={() => remover.ask(row)} />
          </>
        )}
      />

      {target && <MenuFormDialog target={target} tree={fullTree} onClose={() => setTarget(null)} />}
      {remover.target && (
        <ConfirmDialog
          {...remover.dialog}
          tone="danger"
          title={t('delete.title')}
          message={t('delete.message', { name: label(remover.target) })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          testId="menu-delete-dialog"
          actionTestIdPrefix="menu-delete"
        />
      )}
    </Stack>
  );
}
