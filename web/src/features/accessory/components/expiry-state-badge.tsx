import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ExpiryState } from '@aed/shared/schemas/accessory';

const PALETTE: Record<ExpiryState, string> = { normal: 'green', expiring: 'orange', expired: 'red' };

/** normal / expiring / expired as colour and text, with the days left (or since) the expiry date. */
export function ExpiryStateBadge({ state, daysLeft, testId }: { state: ExpiryState; daysLeft: number | null; testId?: string }) {
  const { t } = useTranslation('accessory');
  const days =
    daysLeft === null ? t('table.noExpiry') : daysLeft < 0 ? t('table.expiredDays', { count: -daysLeft }) : daysLeft === 0 ? t('table.expiresToday') : t('table.daysLeft', { count: daysLeft });
  return (
    <HStack gap="2" wrap="nowrap" data-testid={testId} data-state={state}>
      <Badge colorPalette={PALETTE[state]} variant="solid">
        {t(`state.${state}`)}
      </Badge>
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {days}
      </Text>
    </HStack>
  );
}
