import { Badge, Card, Grid, Heading, Stack, Stat, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useUserInfo } from '../../../lib/session';

/** Home (/): a welcome card for now; the equipment map, events and work orders come with the device features. */
export function HomePage() {
  const { t, i18n } = useTranslation('layout');
  const { user, roleNames, passwordExpiresAt } = useUserInfo();
  const now = new Date();
  const today = `${formatDate(now)} ${new Intl.DateTimeFormat(i18n.language, { weekday: 'long' }).format(now)}`;

  return (
    <Stack gap="4" data-testid="home-page">
      <Card.Root>
        <Card.Body>
          <Stack gap="3">
            <Heading size="xl" data-testid="home-welcome">
              {t('dashboard.welcome', { name: user.nickName || user.username })}
            </Heading>
            <Text color="fg.muted">{t('dashboard.intro')}</Text>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
        <Card.Root>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{t('dashboard.today')}</Stat.Label>
              <Stat.ValueText fontSize="lg" data-testid="home-today">
                {today}
              </Stat.ValueText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{t('dashboard.account')}</Stat.Label>
              <Stat.ValueText fontSize="lg">{user.username}</Stat.ValueText>
              <Stat.HelpText>
                {t('common:labelValue', { label: t('dashboard.passwordExpires'), value: formatDate(passwordExpiresAt) || t('dashboard.never') })}
              </Stat.HelpText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Stack gap="2">
              <Text fontSize="sm" color="fg.muted">
                {t('dashboard.roles')}
              </Text>
              <Wrap gap="2" data-testid="home-roles">
                {roleNames.length === 0 ? (
                  <Text>—</Text>
                ) : (
                  // the names in the viewer's language as the server gives them (a language switch fetches them again)
                  roleNames.map((name, i) => (
                    <Badge key={`${i}-${name}`} size="md">
                      {name}
                    </Badge>
                  ))
                )}
              </Wrap>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Stack>
  );
}
