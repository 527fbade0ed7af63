import { HStack, Icon, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuUsers } from 'react-icons/lu';
import type { OnlineUserSummary } from '@aed/shared/schemas/auth';
import { legacyApi } from '../../lib/api-client';

/** GET /common/getOnlineUsers: the answer is a list; its length is the online count. */
export const getOnlineUsers = () => legacyApi.get<OnlineUserSummary[] | { rows: OnlineUserSummary[]; total: number }>('/common/getOnlineUsers');

const countOf = (data: Awaited<ReturnType<typeof getOnlineUsers>> | undefined) =>
  data === undefined ? undefined : Array.isArray(data) ? data.length : (data.total ?? data.rows?.length ?? 0);

/** Shown to administrators only (the caller decides); refreshed every minute. */
export function OnlineCount() {
  const { t } = useTranslation('layout');
  const { data } = useQuery({ queryKey: ['online-users'], queryFn: getOnlineUsers, refetchInterval: 60_000, staleTime: 30_000 });
  const count = countOf(data);
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
