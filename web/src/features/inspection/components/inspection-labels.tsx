import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { InspectionResult } from '@aed/shared/schemas/inspection';

/** A record's or a checked item's result: pass green, fail red. */
export function ResultBadge({ result, testId }: { result: InspectionResult; testId?: string }) {
  const { t } = useTranslation('inspection');
  return (
    <Badge colorPalette={result === 'pass' ? 'green' : 'red'} variant="subtle" data-testid={testId}>
      {t(`result.${result}`)}
    </Badge>
  );
}
