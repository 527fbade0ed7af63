import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message';

/** Route error boundary: the translated message only, never a stack trace. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('common');
  const message = useErrorMessage();
  const router = useRouter();
  // A loader's failure (e.g. the user info while offline) stays until the loaders run again.
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Stack align="center" justify="center" gap="4" minH="50vh" textAlign="center" px="6" data-testid="page-error">
      <Heading size="lg">{t('pages.error.heading')}</Heading>
      <Text color="fg.muted" maxW="lg">
        {message(error)}
      </Text>
      <HStack>
        <Button onClick={retry}>{t('actions.retry')}</Button>
        <Button variant="outline" onClick={() => window.location.assign('/')}>
          {t('pages.backHome')}
        </Button>
      </HStack>
    </Stack>
  );
}
