import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CertificateState } from '@aed/shared/schemas/user';

const PALETTE: Record<CertificateState, string> = { none: 'gray', normal: 'green', expiring: 'orange', overdue: 'red' };

/** The certificate validity state of a user, with the end date as a tooltip. */
export function CertificateBadge({ state, end, testId }: { state: CertificateState; end: string; testId?: string }) {
  const { t } = useTranslation('user');
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle" title={end || undefined} data-testid={testId}>
      {t(`certificate.state.${state}`)}
    </Badge>
  );
}
