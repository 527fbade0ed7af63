import { Fragment } from 'react';
import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderKind } from '@aed/shared/schemas/work-order-states';
import { orderStateLabel, type OrderState } from '@aed/shared/schemas/work-order-states';
import type { OrderLogLine } from '@aed/shared/schemas/work-order';
import { TableFrame } from '../../../components/list/table-frame';
import { formatDateTime } from '../../../lib/format';

/** A state in the order's vocabulary (the log screen, not knowing the kind, uses the distributor's words). */
export function useStateText() {
  const { t } = useTranslation('workOrder');
  return (state: OrderState | null, kind: OrderKind = '2') => (state === null ? t('log.none') : t(`state.${orderStateLabel(kind, state)}`));
}

/** An account name that may break after its dots, @ and underscores (a long one kept Time out of a 1440 px screen). */
export function breakableName(name: string) {
  const parts = name.split(/(?<=[.@_])/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}

/** The operating log lines of one order: action, from -> to state, handler, reason, operator, time. */
export function OrderLogTable({ lines, kind }: { lines: readonly OrderLogLine[]; kind: OrderKind }) {
  const { t } = useTranslation('workOrder');
  const stateText = useStateText();
  return (
    <TableFrame size="sm" data-testid="order-details-log">
      <Table.Header>
        <Table.Row>
          {(['action', 'transition', 'handler', 'reason', 'operator', 'time'] as const).map((c) => (
            <Table.ColumnHeader key={c}>{t(`log.${c}`)}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.map((l) => (
          <Table.Row key={l.seq} data-testid={`order-log-line-${l.seq}`}>
            <Table.Cell>{t(`action.${l.action}`)}</Table.Cell>
            {/* may wrap: on one line it pushed Operator and Time out of the dialog */}
            <Table.Cell whiteSpace="normal" data-testid={`order-log-transition-${l.seq}`}>
              <Text as="span">{`${stateText(l.fromState, kind)} →`}</Text> <Text as="span">{stateText(l.toState, kind)}</Text>
            </Table.Cell>
            <Table.Cell whiteSpace="normal">{l.handlerName || '—'}</Table.Cell>
            <Table.Cell whiteSpace="normal">{l.reason || '—'}</Table.Cell>
            <Table.Cell whiteSpace="normal">{breakableName(l.operator)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(l.time)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </TableFrame>
  );
}
