import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { HandlerEligibility } from '@aed/shared/schemas/handler';

/** Whether the assigned user can handle orders now; the reason when not. */
export function EligibilityBadge({ eligibility, testId }: { eligibility: HandlerEligibility; testId?: string }) {
  const { t } = useTranslation('handler');
  return (
    <Badge colorPalette={eligibility === 'ok' ? 'green' : 'red'} variant="subtle" data-testid={testId} title={eligibility === 'ok' ? undefined : t(`eligibilityHint.${eligibility}`)}>
      {t(`eligibility.${eligibility}`)}
    </Badge>
  );
}
