import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { orderStateLabel, type OrderKind, type OrderState } from '@aed/shared/schemas/work-order-states';

const PALETTE: Record<OrderState, string> = { '0': 'orange', '1': 'blue', '2': 'green', '3': 'gray' };

/** An order's state in its kind's vocabulary, and the "returned" flag of a pending order. */
export function OrderStateBadge({ kind, state, returned, testId }: { kind: OrderKind; state: OrderState; returned: boolean; testId?: string }) {
  const { t } = useTranslation('workOrder');
  return (
    <HStack gap="1" wrap="wrap" data-testid={testId}>
      <Badge colorPalette={PALETTE[state]} variant="subtle">
        {t(`state.${orderStateLabel(kind, state)}`)}
      </Badge>
      {returned && state === '0' && (
        <Badge colorPalette="red" variant="outline" data-testid={testId && `${testId}-returned`}>
          {t('returned')}
        </Badge>
      )}
    </HStack>
  );
}
