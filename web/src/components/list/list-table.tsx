import type { Key, ReactNode } from 'react';
import { Alert, Box, Button, Checkbox, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { ActionsCell, ActionsHeader, FrameMessage, TableFrame } from './table-frame';
import type { RowSelection } from './use-row-selection';

/** What the checkbox column needs of a selection (`useRowSelection` gives it). */
export type SelectionState<R, K> = Pick<RowSelection<R, K>, 'headerChecked' | 'toggleAll' | 'isSelected' | 'toggle'>;

interface SelectionColumn<R, K> {
  selection: SelectionState<R, K>;
  keyOf: (row: R) => K;
  selectAllLabel: string;
  selectRowLabel: string | ((row: R) => string);
  checkAllTestId?: string;
  rowCheckTestId: (row: R) => string;
}

/** What every list table shows around its rows: header, first-load spinner, empty message, busy state. */
export interface ListTableFrameProps {
  /** Test id of the table element. */
  testId: string;
  /** Header cells, in order (a selection column goes in `leadingHeader`). */
  columns: readonly ReactNode[];
  /** A header cell in front of the columns (the select-all checkbox). */
  leadingHeader?: ReactNode;
  /** Whether the rows have an actions column (pinned to the right edge). */
  hasActions: boolean;
  /** Header of the actions column (empty when the user may do nothing on a row). */
  actionsHeader?: ReactNode;
  /** First load: nothing to show yet. */
  loading: boolean;
  loadingText?: string;
  loadingTestId?: string;
  /** A newer page is on its way while the previous one stays visible (dimmed). */
  refreshing?: boolean;
  /** aria-busy (defaults to loading or refreshing). */
  busy?: boolean;
  /** The list could not be loaded (the page shows why): no empty message then. */
  failed?: boolean;
  /** No row to show: the empty message (or nothing when `failed`) instead of `children`. */
  empty: boolean;
  emptyText: string;
  emptyTestId: string;
  size?: 'sm' | 'md' | 'lg';
  interactive?: boolean;
  /** The rows (`<Table.Row>`s). */
  children: ReactNode;
}

/** The frame of a list or tree table: header, then a spinner, the empty message or the rows. */
export function ListTableFrame(props: ListTableFrameProps) {
  const { testId, columns, leadingHeader, hasActions, loading, refreshing = false, failed = false, empty, size, interactive } = props;
  const colSpan = columns.length + (leadingHeader ? 1 : 0) + (hasActions ? 1 : 0);
  return (
    <TableFrame striped interactive={interactive} size={size} data-testid={testId} aria-busy={props.busy ?? (loading || refreshing)} opacity={refreshing ? 0.6 : undefined}>
      <Table.Header>
        <Table.Row>
          {leadingHeader}
          {columns.map((c, i) => (
            <Table.ColumnHeader key={i}>{c}</Table.ColumnHeader>
          ))}
          {hasActions && <ActionsHeader>{props.actionsHeader}</ActionsHeader>}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {loading ? (
          <Table.Row>
            <Table.Cell colSpan={colSpan}>
              <FrameMessage>
                <HStack justify="center" py="8" gap="3" data-testid={props.loadingTestId}>
                  <Spinner />
                  {props.loadingText && <Text>{props.loadingText}</Text>}
                </HStack>
              </FrameMessage>
            </Table.Cell>
          </Table.Row>
        ) : empty ? (
          <Table.Row>
            <Table.Cell colSpan={colSpan}>
              {failed ? (
                <Box py="8" />
              ) : (
                <FrameMessage>
                  <Text textAlign="center" py="8" color="fg.muted" data-testid={props.emptyTestId}>
                    {props.emptyText}
                  </Text>
                </FrameMessage>
              )}
            </Table.Cell>
          </Table.Row>
        ) : (
          props.children
        )}
      </Table.Body>
    </TableFrame>
  );
}

interface ListTableProps<R, K> extends Omit<ListTableFrameProps, 'leadingHeader' | 'hasActions' | 'empty' | 'children'> {
  rows: readonly R[];
  rowKey: (row: R) => Key;
  rowTestId: (row: R) => string;
  /** The cells of one row (`<Table.Cell>`s), the actions excepted. */
  renderCells: (row: R) => ReactNode;
  /** The action buttons of a row, in a column pinned to the right edge (always in view however wide the table). */
  renderActions?: (row: R) => ReactNode;
  /** Test id of a row's actions cell. */
  actionsTestId?: (row: R) => string;
  selection?: SelectionColumn<R, K>;
  /** Marks a row (`data-just-added`, tinted): the record just added (`useJustAdded`). */
  justAdded?: (row: R) => boolean;
}

/**
 * The table of a list screen: header, then a spinner, the empty message or the rows (optionally with checkboxes, and
 * with the row actions pinned to the right).
 */
export function ListTable<R, K = never>(props: ListTableProps<R, K>) {
  const { rows, rowKey, rowTestId, renderCells, renderActions, actionsTestId, selection, justAdded, ...frame } = props;
  const sel = selection?.selection;
  return (
    <ListTableFrame
      {...frame}
      hasActions={!!renderActions}
      empty={rows.length === 0}
      leadingHeader={
        selection && sel ? (
          <Table.ColumnHeader width="10">
            <Checkbox.Root checked={sel.headerChecked} disabled={rows.length === 0} onCheckedChange={(e) => sel.toggleAll(e.checked === true)} data-testid={selection.checkAllTestId}>
              <Checkbox.HiddenInput aria-label={selection.selectAllLabel} />
              <Checkbox.Control />
            </Checkbox.Root>
          </Table.ColumnHeader>
        ) : undefined
      }
    >
      {rows.map((row) => {
        const checked = selection ? selection.selection.isSelected(row) : false;
        const added = justAdded?.(row) ?? false;
        return (
          <Table.Row
            key={rowKey(row)}
            data-testid={rowTestId(row)}
            data-selected={checked ? '' : undefined}
            data-just-added={added ? '' : undefined}
            bg={added ? 'green.subtle' : undefined}
          >
            {selection && (
              <Table.Cell>
                <Checkbox.Root checked={checked} onCheckedChange={(e) => selection.selection.toggle(selection.keyOf(row), e.checked === true)} data-testid={selection.rowCheckTestId(row)}>
                  <Checkbox.HiddenInput aria-label={typeof selection.selectRowLabel === 'string' ? selection.selectRowLabel : selection.selectRowLabel(row)} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.Cell>
            )}
            {renderCells(row)}
            {renderActions && <ActionsCell testId={actionsTestId?.(row)}>{renderActions(row)}</ActionsCell>}
          </Table.Row>
        );
      })}
    </ListTableFrame>
  );
}

interface LoadErrorProps {
  message: string;
  testId?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** Why the list could not be loaded, with an optional retry. */
export function ListLoadError({ message, testId, onRetry, retryLabel }: LoadErrorProps) {
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      {onRetry && retryLabel && (
        <Button size="xs" variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Alert.Root>
  );
}
