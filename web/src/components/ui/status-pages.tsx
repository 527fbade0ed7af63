import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

function StatusPage({ code, heading, text, testId }: { code: string; heading: string; text: string; testId: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" justify="center" gap="4" minH="60vh" textAlign="center" px="6" data-testid={testId}>
      <Text fontSize="6xl" fontWeight="bold" color="brand.solid" lineHeight="1">
        {code}
      </Text>
      <Heading size="lg">{heading}</Heading>
      <Text color="fg.muted" maxW="md">
        {text}
      </Text>
      <Button asChild>
        <Link to="/">{t('pages.backHome')}</Link>
      </Button>
    </Stack>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return <StatusPage code="404" heading={t('pages.notFound.heading')} text={t('pages.notFound.text')} testId="page-404" />;
}

export function UnauthorizedPage() {
  const { t } = useTranslation('common');
  return <StatusPage code="401" heading={t('pages.unauthorized.heading')} text={t('pages.unauthorized.text')} testId="page-401" />;
}

/** A screen that exists but that the user's menus do not grant (opened by URL): 403, not 404. */
export function ForbiddenPage() {
  const { t } = useTranslation('common');
  return <StatusPage code="403" heading={t('pages.unauthorized.heading')} text={t('pages.unauthorized.text')} testId="page-403" />;
}
