import { Badge, Float, IconButton } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuMail } from 'react-icons/lu';
import { useUnreadCount } from '../api/get-unread-count';

/** Top bar: the caller's unread messages (refreshed every minute); opens My messages on its unread ones. */
export function MessageIndicator() {
  const { t } = useTranslation('layout');
  const router = useRouter();
  const { data } = useUnreadCount();
  const count = data?.count ?? 0;
  const label = data?.capped ? `${count}+` : String(count);
  return (
    <IconButton
      variant="ghost"
      position="relative"
      aria-label={t('nav.messagesUnread', { label })}
      title={t('menu.messages')}
      data-testid="message-indicator"
      onClick={() => void router.navigate({ to: '/user/message', search: count > 0 ? { read: 'unread' } : {} })}
    >
      <LuMail />
      {count > 0 && (
        <Float placement="top-end" offset="2">
          <Badge size="xs" colorPalette="red" variant="solid" rounded="full" data-testid="message-indicator-count">
            {data?.capped ? '99+' : count}
          </Badge>
        </Float>
      )}
    </IconButton>
  );
}
