import type { ReactNode } from 'react';
import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../../lib/format';
import { movementRemark } from '../../../lib/movement-remark';
import { useTranslation } from 'react-i18next';
import type { InventoryMovementRow } from '@aed/shared/schemas/inventory';

const PALETTE: Record<string, string> = {
  'create.in': 'green',
  'delete.out': 'red',
  'transfer.out': 'orange',
  'transfer.in': 'blue',
  'saleStatus.change': 'purple',
  'model.change': 'gray',
};

/** What a line did to its organization's stock: stock in / out, transfer out / in, a change in place. */
export function MovementBadge({ row, testId }: { row: Pick<InventoryMovementRow, 'kind' | 'side'>; testId?: string }) {
  const { t } = useTranslation('inventory');
  const key = `${row.kind}.${row.side}`;
  return (
    <Badge colorPalette={PALETTE[key] ?? 'gray'} variant="subtle" whiteSpace="nowrap" data-testid={testId}>
      {t(`movement.${key}`, { defaultValue: row.kind })}
    </Badge>
  );
}

/** "From → to" organizations: a dash where there is none, "another organization" where the caller may not see it. */
export function DeptFlow({ row, prefix = 'inventory-movement' }: { row: InventoryMovementRow; prefix?: string }) {
  const { t } = useTranslation('inventory');
  const name = (id: number, text: string) => (id === 0 ? t('movements.none') : text || t('movements.otherDept'));
  return (
    <Text fontSize="xs" color="fg.muted" data-testid={`${prefix}-flow-${row.movementId}`}>
      {name(row.fromDeptId, row.fromDeptName)} → {name(row.toDeptId, row.toDeptName)}
    </Text>
  );
}

/** "Sale status before → after" (a dash where there is none). */
export function SaleStatusFlow({ row, prefix = 'inventory-movement' }: { row: InventoryMovementRow; prefix?: string }) {
  const { t } = useTranslation('inventory');
  const text = (s: string) => (s ? t(`saleStatus.${s}`, { defaultValue: s }) : t('movements.none'));
  return (
    <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" data-testid={`${prefix}-status-${row.movementId}`}>
      {text(row.fromSaleStatus)} → {text(row.toSaleStatus)}
    </Text>
  );
}

/** The model of a line; for a model change, before → after. */
export function ModelText({ row }: { row: InventoryMovementRow }) {
  if (row.kind === 'model') {
    return (
      <Text>
        {row.fromModelName} → {row.toModelName}
      </Text>
    );
  }
  return (
    <Text>
      {row.brand} {row.modelName}
    </Text>
  );
}

/** Header cells of a movement table (the device column only where the table lists several devices). */
export function movementColumns(t: (key: string) => string, withDevice: boolean): string[] {
  return [t('fields.timeOperator'), t('fields.kindStatus'), t('fields.deptFlow'), ...(withDevice ? [t('fields.device')] : []), t('fields.model'), t('fields.remark')];
}

/**
 * The cells of one movement line: time and operator, kind badge and sale status before → after, organization and
 * from → to organizations, the device (when given), model and remark. Two-line cells keep the table narrow.
 */
export function MovementCells({ row, device, prefix = 'inventory-movement' }: { row: InventoryMovementRow; device?: ReactNode; prefix?: string }) {
  const { t } = useTranslation('inventory');
  const remark = movementRemark(t, row.remark);
  return (
    <>
      <Table.Cell>
        <Text whiteSpace="nowrap">{formatDateTime(row.time)}</Text>
        <Text fontSize="xs" color="fg.muted">
          {row.operator}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Stack gap="1" align="flex-start">
          <MovementBadge row={row} testId={`${prefix}-kind-${row.movementId}`} />
          <SaleStatusFlow row={row} prefix={prefix} />
        </Stack>
      </Table.Cell>
      <Table.Cell whiteSpace="normal" minW="40">
        <Text>{row.deptName}</Text>
        <DeptFlow row={row} prefix={prefix} />
      </Table.Cell>
      {device !== undefined && <Table.Cell>{device}</Table.Cell>}
      <Table.Cell whiteSpace="normal" minW="32">
        <ModelText row={row} />
      </Table.Cell>
      <Table.Cell whiteSpace="normal" maxW="60" title={remark}>
        {remark}
      </Table.Cell>
    </>
  );
}
