import { useState } from 'react';
import { Badge, Float, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBell } from 'react-icons/lu';
import { onDemand } from '../../../lib/on-demand';
import { OnDemandTrigger } from '../../../components/ui/on-demand-trigger';
import { usePublishedNotices } from '../api/get-published-notices';

/** The creation time of the newest notice the user has looked at (per browser). */
export const NOTICE_SEEN_KEY = 'aed-notice-seen';
const readSeen = () => {
  try {
    return localStorage.getItem(NOTICE_SEEN_KEY) ?? '';
  } catch {
    return '';
  }
};

// The popover loads when the bell is first used (docs/decisions/0037).
const noticeBellList = onDemand(() => import('./notice-bell-list').then((m) => m.NoticeBellList));

function BellButton({ unread, ...props }: IconButtonProps & { unread: number }) {
  const { t } = useTranslation('notice');
  return (
    <IconButton variant="ghost" position="relative" aria-label={t('bell.label', { count: unread })} title={t('bell.title')} aria-haspopup="dialog" data-testid="notice-bell" {...props}>
      <LuBell />
      {unread > 0 && (
        <Float placement="top-end" offset="2">
          <Badge size="xs" colorPalette="red" variant="solid" rounded="full" data-testid="notice-bell-count">
            {unread > 9 ? '9+' : unread}
          </Badge>
        </Float>
      )}
    </IconButton>
  );
}

/**
 * Top-bar bell: the published notices of the user's organization and its ancestors (newest first, each with its
 * publishing organization) in a popover; the count is the notices newer than the last
 * time the popover was opened in this browser.
 */
export function NoticeBell() {
  const { data } = usePublishedNotices();
  const notices = data ?? [];
  const [seen, setSeen] = useState(readSeen);
  const unread = notices.filter((n) => n.createTime > seen).length;

  const markSeen = () => {
    const newest = notices[0]?.createTime;
    if (!newest || newest <= seen) return;
    try {
      localStorage.setItem(NOTICE_SEEN_KEY, newest);
    } catch {
      /* private mode: the count simply resets */
    }
    setSeen(newest);
  };

  return (
    <OnDemandTrigger widget={noticeBellList} placeholder={(props) => <BellButton unread={unread} {...props} />}>
      {(NoticeBellList, openAtOnce) => (
        <NoticeBellList trigger={<BellButton unread={unread} />} defaultOpen={openAtOnce} notices={notices} seen={seen} onClosed={markSeen} />
      )}
    </OnDemandTrigger>
  );
}
