import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RunningReason, RunningStatus } from '@aed/shared/schemas/running-status';

/** Colour of each running status (the dashboard's: decision 0047's mapping of the light colours). */
export const STATUS_PALETTE: Record<RunningStatus, string> = { normal: 'green', warning: 'yellow', exception: 'red', displacement: 'purple', expired: 'pink', unknown: 'gray' };

/** A running status in its colour. */
export function RunningStatusBadge({ status, testId }: { status: RunningStatus; testId?: string }) {
  const { t } = useTranslation('status');
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="solid" data-testid={testId}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The reasons of a status, translated ('—' when none: back to normal). */
export function ReasonList({ reasons, testId }: { reasons: readonly RunningReason[]; testId?: string }) {
  const { t } = useTranslation('status');
  if (!reasons.length) return <span data-testid={testId}>—</span>;
  return (
    <HStack gap="1" wrap="wrap" data-testid={testId}>
      {reasons.map((r) => (
        <Badge key={r} variant="subtle" colorPalette="gray">
          {t(`reason.${r}`)}
        </Badge>
      ))}
    </HStack>
  );
}
