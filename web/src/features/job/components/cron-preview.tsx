import { Box, HStack, List, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/form/use-debounced-value';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useCronNext } from '../api/get-cron-next';

const weekday = (date: Date, language: string, timeZone?: string) => new Intl.DateTimeFormat(language, { weekday: 'long', timeZone }).format(date);

/**
 * One fire time as the expression reads it (weekday and time in UTC, the zone jobs run in), followed by the
 * browser's own time when that zone differs.
 */
function FireTime({ time }: { time: string }) {
  const { t, i18n } = useTranslation('job');
  const date = new Date(time);
  const utc = `${weekday(date, i18n.language, 'UTC')} ${time.slice(0, 10)} ${time.slice(11, 19)} UTC`;
  const local = date.getTimezoneOffset() !== 0 ? `${weekday(date, i18n.language)} ${formatDateTime(date)}` : undefined;
  return (
    <List.Item data-testid="job-cron-preview-time">
      {utc}
      {local && (
        <Text as="span" color="fg.muted">
          {' · '}
          {t('form.previewLocal', { time: local })}
        </Text>
      )}
    </List.Item>
  );
}

/** The next 5 fire times of the expression being typed (computed by the server with the scheduler's rules). */
export function CronPreview({ cronExpression }: { cronExpression: string }) {
  const { t } = useTranslation('job');
  const expression = useDebouncedValue(cronExpression.trim(), 300);
  const next = useCronNext(expression);
  if (!expression) return null;
  return (
    <Box borderWidth="1px" rounded="md" p="3" data-testid="job-cron-preview" aria-live="polite">
      <Text fontSize="sm" fontWeight="medium" mb="1">
        {t('form.preview')}
      </Text>
      {next.isError ? (
        <Text fontSize="sm" color="fg.error" data-testid="job-cron-preview-error">
          {errorMessage(t, next.error)}
        </Text>
      ) : next.data ? (
        <List.Root fontSize="sm" ps="4">
          {next.data.map((time) => (
            <FireTime key={time} time={time} />
          ))}
        </List.Root>
      ) : (
        <HStack gap="2" fontSize="sm">
          <Spinner size="xs" /> {t('form.previewLoading')}
        </HStack>
      )}
    </Box>
  );
}
