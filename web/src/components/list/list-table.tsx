import type { Key, ReactNode } from 'react';
import { Alert, Box, Button, Checkbox, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { ActionsCell, ActionsHeader, TableFrame } from './table-frame';
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

interface ListTableProps<R, K> {
  /** Test id of the table element. */
  testId: string;
  /** Header cells, in order (the selection column is added in front). */
  columns: readonly ReactNode[];
  rows: readonly R[];
  rowKey: (row: R) => Key;
  rowTestId: (row: R) => string;
  /** The cells of one row (`<Table.Cell>`s), the actions excepted. */
  renderCells: (row: R) => ReactNode;
  /** Header of the actions column (empty when the user may do nothing on a row). */
  actionsHeader?: ReactNode;
  /** The action buttons of a row, in a column pinned to the right edge (always in view however wide the table). */
  renderActions?: (row: R) => ReactNode;
  /** Test id of a row's actions cell. */
  actionsTestId?: (row: R) => string;
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
  emptyText: string;
  emptyTestId: string;
  selection?: SelectionColumn<R, K>;
  size?: 'sm' | 'md' | 'lg';
  interactive?: boolean;
}

/**
 * The table of a list screen: header, then a spinner, the empty message or the rows (optionally with checkboxes, and
 * with the row actions pinned to the right).
 */
export function ListTable<R, K = never>(props: ListTableProps<R, K>) {
  const {
    testId,
    columns,
    rows,
    rowKey,
    rowTestId,
    renderCells,
    renderActions,
    loading,
    loadingText,
    loadingTestId,
    refreshing = false,
    failed = false,
    emptyText,
    emptyTestId,
    selection,
    size,
    interactive,
  } = props;
  const colSpan = columns.length + (selection ? 1 : 0) + (renderActions ? 1 : 0);
  const sel = selection?.selection;
  return (
    <TableFrame striped interactive={interactive} size={size} data-testid={testId} aria-busy={props.busy ?? (loading || refreshing)} opacity={refreshing ? 0.6 : undefined}>
      <Table.Header>
        <Table.Row>
          {selection && sel && (
            <Table.ColumnHeader width="10">
              <Checkbox.Root checked={sel.headerChecked} disabled={rows.length === 0} onCheckedChange={(e) => sel.toggleAll(e.checked === true)} data-testid={selection.checkAllTestId}>
                <Checkbox.HiddenInput aria-label={selection.selectAllLabel} />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
          )}
          {columns.map((c, i) => (
            <Table.ColumnHeader key={i}>{c}</Table.ColumnHeader>
          ))}
          {renderActions && <ActionsHeader>{props.actionsHeader}</ActionsHeader>}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {loading ? (
          <Table.Row>
            <Table.Cell colSpan={colSpan}>
              <HStack justify="center" py="8" gap="3" data-testid={loadingTestId}>
                <Spinner />
                {loadingText && <Text>{loadingText}</Text>}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ) : rows.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={colSpan}>
              {failed ? (
                <Box py="8" />
              ) : (
                <Text textAlign="center" py="8" color="fg.muted" data-testid={emptyTestId}>
                  {emptyText}
                </Text>
              )}
            </Table.Cell>
          </Table.Row>
        ) : (
          rows.map((row) => {
            const checked = selection ? selection.selection.isSelected(row) : false;
            return (
              <Table.Row key={rowKey(row)} data-testid={rowTestId(row)} data-selected={checked ? '' : undefined}>
                {selection && (
                  <Table.Cell>
                    <Checkbox.Root checked={checked} onCheckedChange={(e) => selection.selection.toggle(selection.keyOf(row), e.checked === true)} data-testid={selection.rowCheckTestId(row)}>
                      <Checkbox.HiddenInput aria-label={typeof selection.selectRowLabel === 'string' ? selection.selectRowLabel : selection.selectRowLabel(row)} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                )}
                {renderCells(row)}
                {renderActions && <ActionsCell testId={props.actionsTestId?.(row)}>{renderActions(row)}</ActionsCell>}
              </Table.Row>
            );
          })
        )}
      </Table.Body>
    </TableFrame>
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
