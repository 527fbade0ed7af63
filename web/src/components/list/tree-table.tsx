import type { Key, ReactNode } from 'react';
import { Box, HStack, IconButton, Table } from '@chakra-ui/react';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import { ListTableFrame, type ListTableFrameProps } from './list-table';
import { ActionsCell } from './table-frame';

/** The rows under an open row, or, for a tree loaded level by level, a notice (loading, error) in their place. */
export type TreeLevel<R> = readonly R[] | { notice: ReactNode; testId?: string };

const INDENT_PX = 20;

interface TreeTableProps<R> extends Omit<ListTableFrameProps, 'leadingHeader' | 'hasActions' | 'empty' | 'children'> {
  /** The top level. */
  roots: readonly R[];
  rowKey: (row: R) => Key;
  rowTestId: (row: R) => string;
  /** Whether the row has children (it gets an expand / collapse button). */
  hasChildren: (row: R) => boolean;
  /** What shows under the row while it is open. */
  childrenOf: (row: R) => TreeLevel<R>;
  isOpen: (row: R) => boolean;
  onToggle: (row: R) => void;
  /** The expand / collapse button: its accessible name, test id and an optional tooltip. */
  toggleLabel: (row: R, open: boolean) => string;
  toggleTestId: (row: R) => string;
  toggleTitle?: (row: R) => string | undefined;
  /** The content of the first (tree) column, after the button. */
  renderName: (row: R) => ReactNode;
  /** The other cells of one row (`<Table.Cell>`s), the actions excepted. */
  renderCells: (row: R) => ReactNode;
  /** The action buttons of a row, in a column pinned to the right edge (always in view however wide the table). */
  renderActions?: (row: R) => ReactNode;
  /** Extra data attributes of a row (`data-status`...). */
  rowData?: (row: R) => Record<`data-${string}`, string | undefined>;
}

/**
 * The table of a tree screen (menus, organizations, regions): the rows of the open levels, indented, each parent with
 * its expand / collapse button, and the row actions pinned to the right like ListTable's. The tree may be whole
 * (`childrenOf` answers the node's children) or loaded level by level (it answers a loading or error notice while the
 * level is not there).
 */
export function TreeTable<R>(props: TreeTableProps<R>) {
  const { roots, rowKey, rowTestId, hasChildren, childrenOf, isOpen, onToggle, toggleLabel, toggleTestId, toggleTitle, renderName, renderCells, renderActions, rowData, ...frame } = props;
  const colSpan = frame.columns.length + (renderActions ? 1 : 0);

  const level = (rows: readonly R[], depth: number): ReactNode[] =>
    rows.flatMap((row) => {
      const parent = hasChildren(row);
      const open = parent && isOpen(row);
      const own = (
        <Table.Row key={rowKey(row)} data-testid={rowTestId(row)} aria-level={depth + 1} {...rowData?.(row)}>
          <Table.Cell>
            <HStack gap="1" ps={`${depth * INDENT_PX}px`}>
              {parent ? (
                <IconButton size="2xs" variant="ghost" aria-expanded={open} aria-label={toggleLabel(row, open)} title={toggleTitle?.(row)} data-testid={toggleTestId(row)} onClick={() => onToggle(row)}>
                  {open ? <LuChevronDown /> : <LuChevronRight />}
                </IconButton>
              ) : (
                <Box width="6" flexShrink={0} />
              )}
              {renderName(row)}
            </HStack>
          </Table.Cell>
          {renderCells(row)}
          {renderActions && <ActionsCell>{renderActions(row)}</ActionsCell>}
        </Table.Row>
      );
      if (!open) return [own];
      const below = childrenOf(row);
      if ('notice' in below) {
        return [
          own,
          <Table.Row key={`${rowKey(row)}-notice`} data-testid={below.testId}>
            <Table.Cell colSpan={colSpan}>
              <Box ps={`${(depth + 1) * INDENT_PX}px`}>{below.notice}</Box>
            </Table.Cell>
          </Table.Row>,
        ];
      }
      return [own, ...level(below, depth + 1)];
    });

  return (
    <ListTableFrame {...frame} interactive={frame.interactive ?? true} hasActions={!!renderActions} empty={roots.length === 0}>
      {level(roots, 0)}
    </ListTableFrame>
  );
}
