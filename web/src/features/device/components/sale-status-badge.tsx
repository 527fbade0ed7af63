import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SaleStatus } from '@aed/shared/schemas/device';

const PALETTE: Record<SaleStatus, string> = { '1': 'gray', '2': 'green', '3': 'blue', '4': 'orange' };

/** Sale status of a device: in stock, sold, in lease, lease expired. */
export function SaleStatusBadge({ status, testId }: { status: SaleStatus | string; testId?: string }) {
  const { t } = useTranslation('device');
  return (
    <Badge colorPalette={PALETTE[status as SaleStatus] ?? 'gray'} variant="subtle" data-testid={testId}>
      {t(`saleStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
