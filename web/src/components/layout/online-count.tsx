import { HStack, Icon, Text } from '@chakra-ui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuUsers } from 'react-icons/lu';
import { OnlineUsers } from '@aed/shared/routes/common.routes';
import { api } from '../../lib/api-client';

/** The live sessions in scope: the list's length is the online count. */
export const getOnlineUsers = () => api(OnlineUsers);

/** Refreshed every minute while the header shows it. */
export const onlineUsersQuery = () => queryOptions({ queryKey: ['online-users'], queryFn: getOnlineUsers, refetchInterval: 60_000, staleTime: 30_000 });

/** Shown to administrators only (the caller decides); refreshed every minute. */
export function OnlineCount() {
  const { t } = useTranslation('layout');
  const { data } = useQuery(onlineUsersQuery());
  const count = data?.length;
  return (
    <HStack gap="1" px="2" color="fg.muted" title={t('nav.onlineTitle')} aria-label={t('nav.onlineUsers', { count: count ?? 0 })}>
      <Icon boxSize="4">
        <LuUsers />
      </Icon>
      <Text fontSize="sm" fontWeight="medium" data-testid="online-count">
        {count ?? '–'}
      </Text>
    </HStack>
  );
}
