import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AlarmRecord } from '@aed/shared/schemas/alarm';

/** Badge colour of each severity (the monitoring items' light colours). */
const SEVERITY_PALETTE: Record<AlarmRecord['severity'], string> = { red: 'red', yellow: 'yellow', green: 'green', pink: 'pink', purple: 'purple' };
const STATE_PALETTE: Record<AlarmRecord['state'], string> = { pending: 'orange', open: 'red', cleared: 'gray' };

/** An alarm's severity in its colour. */
export function SeverityBadge({ severity, testId }: { severity: AlarmRecord['severity']; testId?: string }) {
  const { t } = useTranslation('alarm');
  return (
    <Badge colorPalette={SEVERITY_PALETTE[severity]} variant="solid" data-testid={testId}>
      {t(`severity.${severity}`)}
    </Badge>
  );
}

/** An alarm's state (pending, open, cleared). */
export function AlarmStateBadge({ state, testId }: { state: AlarmRecord['state']; testId?: string }) {
  const { t } = useTranslation('alarm');
  return (
    <Badge colorPalette={STATE_PALETTE[state]} variant="subtle" data-testid={testId}>
      {t(`state.${state}`)}
    </Badge>
  );
}
