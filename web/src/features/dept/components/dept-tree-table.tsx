import { Badge, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { DeptRecord } from '@aed/shared/schemas/dept';
import { DateTimeCell } from '../../../components/list/cells';
import { RowActionButton } from '../../../components/list/list-toolbar';
import { TreeTable } from '../../../components/list/tree-table';
import type { TreeExpansion } from '../../../components/list/use-tree-expansion';
import type { DeptNode } from './dept-tree';

interface Props {
  roots: readonly DeptNode[];
  expansion: TreeExpansion<number>;
  loading: boolean;
  failed: boolean;
  /** Whether the user may do anything on a row (the actions column has a header). */
  anyAction: boolean;
  onAddChild: (parent: DeptRecord) => void;
  onEdit: (dept: DeptRecord) => void;
  onDelete: (dept: DeptRecord) => void;
}

/** The organization tree as a table: expand/collapse per row, row actions by permission. */
export function DeptTreeTable({ roots, expansion, loading, failed, anyAction, onAddChild, onEdit, onDelete }: Props) {
  const { t } = useTranslation('dept');
  return (
    <TreeTable
      testId="dept-table"
      columns={[t('fields.deptName'), t('fields.deptType'), t('fields.deptCode'), t('fields.leader'), t('fields.quotas'), t('fields.status'), t('fields.createTime')]}
      actionsHeader={anyAction ? t('fields.actions') : null}
      roots={roots}
      rowKey={(n) => n.dept.deptId}
      rowTestId={(n) => `dept-row-${n.dept.deptId}`}
      loading={loading}
      loadingText={t('table.loading')}
      loadingTestId="dept-loading"
      failed={failed}
      emptyText={t('table.empty')}
      emptyTestId="dept-empty"
      hasChildren={(n) => n.children.length > 0}
      childrenOf={(n) => n.children}
      isOpen={(n) => expansion.isOpen(n.dept.deptId)}
      onToggle={(n) => expansion.toggle(n.dept.deptId)}
      toggleLabel={(n, open) => t(open ? 'table.collapse' : 'table.expand', { name: n.dept.deptName })}
      toggleTestId={(n) => `dept-toggle-${n.dept.deptId}`}
      renderName={(n) => <Text>{n.dept.deptName}</Text>}
      renderCells={({ dept: d }) => (
        <>
          <Table.Cell>
            <Badge colorPalette={d.deptType === '0' ? 'purple' : 'teal'} variant="subtle">
              {t(`type.${d.deptType}`)}
            </Badge>
          </Table.Cell>
          <Table.Cell>{d.deptCode}</Table.Cell>
          <Table.Cell>{d.leader}</Table.Cell>
          <Table.Cell whiteSpace="nowrap" title={t('table.quotasTitle')}>
            {d.equipmentQuota} / {d.userQuota} / {d.operationAccountCount} / {d.viewAccountCount}
          </Table.Cell>
          <Table.Cell>
            <Badge colorPalette={d.status === '0' ? 'green' : 'red'} variant="subtle">
              {t(`status.${d.status}`)}
            </Badge>
          </Table.Cell>
          <DateTimeCell value={d.createTime} />
        </>
      )}
      renderActions={({ dept: d }) => (
        <>
          <RowActionButton kind="edit" permission={PERMISSIONS.dept.edit} testId={`dept-row-edit-${d.deptId}`} onClick={() => onEdit(d)} />
          {d.deptType === '0' && <RowActionButton kind="add" permission={PERMISSIONS.dept.add} testId={`dept-row-add-${d.deptId}`} label={t('toolbar.addChild')} onClick={() => onAddChild(d)} />}
          {/* the default organization (the root) is never deleted */}
          {d.parentId !== 0 && <RowActionButton kind="delete" permission={PERMISSIONS.dept.remove} testId={`dept-row-delete-${d.deptId}`} label={t('toolbar.delete')} onClick={() => onDelete(d)} />}
        </>
      )}
    />
  );
}
