import { Badge, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MailRecordView } from '@aed/shared/schemas/mail-record';
import { errorMessage } from '../../../lib/error-message';
import type { ResendStatus } from '../api/resend-mails';

const STATE_PALETTE: Record<MailRecordView['state'], string> = { sending: 'orange', sent: 'green', failed: 'red' };

/** A mail's send status. */
export function MailStateBadge({ state, testId }: { state: MailRecordView['state']; testId?: string }) {
  const { t } = useTranslation('mail');
  return (
    <Badge colorPalette={STATE_PALETTE[state]} variant="subtle" data-testid={testId}>
      {t(`state.${state}`)}
    </Badge>
  );
}

/** What the last resend of a mail on this screen answered (or that it is on its way). */
export function ResendStatusText({ status, testId }: { status: ResendStatus; testId: string }) {
  const { t } = useTranslation('mail');
  if (status.outcome === 'pending') {
    return (
      <Text as="span" data-testid={testId} fontSize="sm">
        <Spinner size="xs" /> {t('resend.pending')}
      </Text>
    );
  }
  const text =
    status.outcome === 'error' ? errorMessage(t, status.error) : status.outcome === 'failed' && status.failure ? t('resend.failedBecause', { reason: t(`failure.${status.failure}`) }) : t(`resend.${status.outcome}`);
  return (
    <Text as="span" data-testid={testId} fontSize="sm" color={status.outcome === 'sent' ? 'fg.success' : status.outcome === 'failed' || status.outcome === 'error' ? 'fg.error' : 'fg.muted'}>
      {text}
    </Text>
  );
}
