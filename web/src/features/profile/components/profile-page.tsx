import type { ReactNode } from 'react';
import { Badge, Card, DataList, Flex, Grid, Heading, Stack, Tabs, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuKeyRound, LuUser } from 'react-icons/lu';
import { BreakableEmail } from '../../../components/ui/breakable-text';
import { formatDateTime } from '../../../lib/format';
import { useProfile } from '../api/get-profile';
import { AvatarUpload } from './avatar-upload';
import { BasicInfoForm } from './basic-info-form';

/** Personal centre (/user/profile): summary with avatar, then basic info and change password tabs. */
export function ProfilePage({ passwordForm }: { passwordForm: ReactNode }) {
  const { t } = useTranslation('profile');
  const { user, roleNames } = useProfile();

  const rows: [string, ReactNode, string][] = [
    [t('account'), user.username, 'profile-info-account'],
    [t('phone'), user.phonenumber || '—', 'profile-info-phone'],
    [t('email'), user.email ? <BreakableEmail value={user.email} /> : '—', 'profile-info-email'],
    [t('dept'), user.deptName || '—', 'profile-info-dept'],
    [
      t('roles'),
      <Wrap key="roles" gap="1">
        {roleNames.length === 0 ? '—' : roleNames.map((name, i) => <Badge key={`${i}-${name}`}>{name}</Badge>)}
      </Wrap>,
      'profile-info-roles',
    ],
    [t('createTime'), formatDateTime(user.createTime) || '—', 'profile-info-created'],
  ];

  return (
    <Grid templateColumns={{ base: '1fr', lg: '320px 1fr' }} gap="4" alignItems="start" data-testid="profile-page">
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('personalInfo')}</Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <Flex direction="column" align="center" gap="2">
              <AvatarUpload src={user.avatar} name={user.nickName || user.username} />
              <Text fontWeight="semibold">{user.nickName}</Text>
            </Flex>
            <DataList.Root orientation="horizontal" size="sm">
              {rows.map(([label, value, id]) => (
                <DataList.Item key={id}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue data-testid={id} minW="0" overflowWrap="break-word">
                    {value}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('basicInfo')}</Heading>
        </Card.Header>
        <Card.Body>
          <Tabs.Root defaultValue="info" lazyMount unmountOnExit>
            <Tabs.List>
              <Tabs.Trigger value="info" data-testid="profile-tab-info">
                <LuUser />
                {t('basicInfo')}
              </Tabs.Trigger>
              <Tabs.Trigger value="password" data-testid="profile-tab-password">
                <LuKeyRound />
                {t('changePassword')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="info">
              <BasicInfoForm user={user} />
            </Tabs.Content>
            <Tabs.Content value="password" maxW="lg">
              {passwordForm}
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}
