import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { REPORT_STATE_LABEL, type ReportState } from '@aed/shared/schemas/report-states';
import type { ReportResult } from '@aed/shared/schemas/report';

const STATE_PALETTE: Record<ReportState, string> = { '0': 'gray', '1': 'orange', '2': 'blue', '3': 'red', '4': 'green' };

/** A report's state: to be submitted, to be audited, to be sent, rejected, sent. */
export function ReportStateBadge({ state, testId }: { state: ReportState; testId?: string }) {
  const { t } = useTranslation('report');
  return (
    <Badge colorPalette={STATE_PALETTE[state]} variant="subtle" data-testid={testId}>
      {t(`state.${REPORT_STATE_LABEL[state]}`)}
    </Badge>
  );
}

/** Pass or fail. */
export function ReportResultBadge({ result, testId }: { result: ReportResult; testId?: string }) {
  const { t } = useTranslation('report');
  return (
    <Badge colorPalette={result === 'pass' ? 'green' : 'red'} variant="solid" data-testid={testId}>
      {t(`result.${result}`)}
    </Badge>
  );
}
