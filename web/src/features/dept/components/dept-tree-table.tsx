import { Badge, Box, Button, HStack, IconButton, Spinner, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronRight, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import type { DeptRecord } from '@aed/shared/schemas/dept';
import { ActionsCell, ActionsHeader, TableFrame } from '../../../components/list/table-frame';
import { formatDateTime } from '../../../lib/format';
import { visibleRows, type DeptNode } from './dept-tree';

interface Props {
  roots: readonly DeptNode[];
  expanded: ReadonlySet<number>;
  onToggle: (deptId: number) => void;
  loading: boolean;
  failed: boolean;
  canAdd: boolean;
  canEdit: boolean;
  canRemove: boolean;
  onAddChild: (parent: DeptRecord) => void;
  onEdit: (dept: DeptRecord) => void;
  onDelete: (dept: DeptRecord) => void;
}

const COLUMN_COUNT = 8;

/** The organization tree as a table: expand/collapse per row, row actions by permission. */
export function DeptTreeTable({ roots, expanded, onToggle, loading, failed, canAdd, canEdit, canRemove, onAddChild, onEdit, onDelete }: Props) {
  const { t } = useTranslation('dept');
  const rows = visibleRows(roots, expanded);
  const showActions = canAdd || canEdit || canRemove;

  return (
    <TableFrame interactive data-testid="dept-table" aria-busy={loading}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('fields.deptName')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('fields.deptType')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('fields.deptCode')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('fields.leader')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('fields.quotas')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('fields.status')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('fields.createTime')}</Table.ColumnHeader>
          <ActionsHeader>{showActions ? t('fields.actions') : null}</ActionsHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {loading ? (
          <Table.Row>
            <Table.Cell colSpan={COLUMN_COUNT}>
              <HStack justify="center" py="8" gap="3" data-testid="dept-loading">
                <Spinner />
                <Text>{t('table.loading')}</Text>
              </HStack>
            </Table.Cell>
          </Table.Row>
        ) : rows.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={COLUMN_COUNT}>
              {failed ? (
                <Box py="8" />
              ) : (
                <Text textAlign="center" py="8" color="fg.muted" data-testid="dept-empty">
                  {t('table.empty')}
                </Text>
              )}
            </Table.Cell>
          </Table.Row>
        ) : (
          rows.map(({ node, level }) => {
            const d = node.dept;
            const open = expanded.has(d.deptId);
            const isRoot = d.parentId === 0;
            return (
              <Table.Row key={d.deptId} data-testid={`dept-row-${d.deptId}`} aria-level={level + 1}>
                <Table.Cell>
                  <HStack gap="1" ps={`${level * 20}px`}>
                    {node.children.length > 0 ? (
                      <IconButton
                        size="2xs"
                        variant="ghost"
                        aria-expanded={open}
                        aria-label={t(open ? 'table.collapse' : 'table.expand', { name: d.deptName })}
                        data-testid={`dept-toggle-${d.deptId}`}
                        onClick={() => onToggle(d.deptId)}
                      >
                        {open ? <LuChevronDown /> : <LuChevronRight />}
                      </IconButton>
                    ) : (
                      <Box width="6" />
                    )}
                    <Text>{d.deptName}</Text>
                  </HStack>
                </Table.Cell>
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
                <Table.Cell whiteSpace="nowrap">{formatDateTime(d.createTime)}</Table.Cell>
                <ActionsCell>
                  {canEdit && (
                    <Button size="xs" variant="ghost" data-testid={`dept-row-edit-${d.deptId}`} onClick={() => onEdit(d)}>
                      <LuPencil /> {t('toolbar.edit')}
                    </Button>
                  )}
                  {canAdd && d.deptType === '0' && (
                    <Button size="xs" variant="ghost" data-testid={`dept-row-add-${d.deptId}`} onClick={() => onAddChild(d)}>
                      <LuPlus /> {t('toolbar.addChild')}
                    </Button>
                  )}
                  {canRemove && !isRoot && (
                    <Button size="xs" variant="ghost" colorPalette="red" data-testid={`dept-row-delete-${d.deptId}`} onClick={() => onDelete(d)}>
                      <LuTrash2 /> {t('toolbar.delete')}
                    </Button>
                  )}
                </ActionsCell>
              </Table.Row>
            );
          })
        )}
      </Table.Body>
    </TableFrame>
  );
}
