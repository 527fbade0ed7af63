import { Box, HStack, List, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/form/use-debounced-value';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useCronNext } from '../api/get-cron-next';

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
            <List.Item key={time} data-testid="job-cron-preview-time">
              {formatDateTime(time)}
            </List.Item>
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
