import { Badge, Text } from '@chakra-ui/react';
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
export function DeptFlow({ row }: { row: InventoryMovementRow }) {
  const { t } = useTranslation('inventory');
  const name = (id: number, text: string) => (id === 0 ? t('movements.none') : text || t('movements.otherDept'));
  return (
    <Text whiteSpace="nowrap">
      {name(row.fromDeptId, row.fromDeptName)} → {name(row.toDeptId, row.toDeptName)}
    </Text>
  );
}

/** "Sale status before → after" (a dash where there is none). */
export function SaleStatusFlow({ row }: { row: InventoryMovementRow }) {
  const { t } = useTranslation('inventory');
  const text = (s: string) => (s ? t(`saleStatus.${s}`, { defaultValue: s }) : t('movements.none'));
  return (
    <Text whiteSpace="nowrap">
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
