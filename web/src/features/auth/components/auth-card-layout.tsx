import type { ReactNode } from 'react';
import { Card, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LangSelect } from '../../../components/ui/lang-select';
import logo from '../../../assets/logo.svg';
import { PlatformVersionText } from '../../../components/ui/platform-version';

export interface AuthCardLayoutProps {
  /** The card's title. */
  title: string;
  /** data-testid of the page. */
  testId: string;
  children: ReactNode;
  /** Rendered after the card (dialogs the page opens). */
  after?: ReactNode;
}

/**
 * The pages shown without a login (login, password reset): product title, one card with a language switch, copyright
 * and the platform's version (`<testId>` with "-page" replaced by "-version", e.g. login-version).
 */
export function AuthCardLayout({ title, testId, children, after }: AuthCardLayoutProps) {
  const { t } = useTranslation('auth');
  return (
    <Flex
      minH="100vh"
      align="center"
      justify="center"
      px="4"
      py="10"
      bgGradient="to-br"
      gradientFrom="#1f2d3d"
      gradientVia="#304156"
      gradientTo="brand.solid"
      data-testid={testId}
    >
      <Stack gap="6" w="full" maxW="420px">
        <HStack justify="center" gap="3" color="white">
          <Image src={logo} alt="" boxSize="10" />
          <Heading size="xl" textAlign="center">
            {t('common:appTitle')}
          </Heading>
        </HStack>
        <Card.Root shadow="lg">
          <Card.Header>
            <HStack justify="space-between" align="center">
              <Card.Title>{title}</Card.Title>
              <LangSelect width="32" />
            </HStack>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
        <Text fontSize="xs" color="whiteAlpha.800" textAlign="center">
          {t('login.copyright', { year: new Date().getFullYear() })}
        </Text>
        <PlatformVersionText testId={testId.replace(/-page$/, '') + '-version'} color="whiteAlpha.700" />
      </Stack>
      {after}
    </Flex>
  );
}
