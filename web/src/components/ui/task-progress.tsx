import { HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BackgroundTaskRecord } from '@aed/shared/schemas/task';

/**
 * The progress of a clean running in the background (decision 0029): how many records are deleted so far. The total is
 * not known in advance (counting it would read everything), so the bar is indeterminate.
 */
export function TaskProgress({ task, testId }: { task: BackgroundTaskRecord | null; testId: string }) {
  const { t } = useTranslation('common');
  const label = task ? t('task.cleaning', { count: task.deleted }) : t('task.starting');
  return (
    <Stack gap="1" role="status" aria-live="polite" data-testid={testId} data-task-id={task?.taskId}>
      <HStack justify="space-between">
        <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-text`}>
          {label}
        </Text>
      </HStack>
      <Progress.Root value={null} size="xs" colorPalette="red" translations={{ value: () => label }}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
