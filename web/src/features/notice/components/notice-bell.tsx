import { useState } from 'react';
import { Badge, Box, Button, Float, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBell } from 'react-icons/lu';
import { formatDateTime } from '../../../lib/format';
import { usePublishedNotices } from '../api/get-published-notices';
import { NoticeContent } from './notice-content';

/** The creation time of the newest notice the user has looked at (per browser). */
export const NOTICE_SEEN_KEY = 'aed-notice-seen';
const readSeen = () => {
  try {
    return localStorage.getItem(NOTICE_SEEN_KEY) ?? '';
  } catch {
    return '';
  }
};

/**
 * Top-bar bell: the published notices of the user's organization and its ancestors (newest first, each with its
 * publishing organization) in a popover; the count is the notices newer than the last
 * time the popover was opened in this browser.
 */
export function NoticeBell() {
  const { t } = useTranslation('notice');
  const { data } = usePublishedNotices();
  const notices = data ?? [];
  const [seen, setSeen] = useState(readSeen);
  const [expanded, setExpanded] = useState<number | null>(null);
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
    <Popover.Root positioning={{ placement: 'bottom-end' }} onOpenChange={(e) => (e.open ? undefined : markSeen())}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" position="relative" aria-label={t('bell.label', { count: unread })} title={t('bell.title')} data-testid="notice-bell">
          <LuBell />
          {unread > 0 && (
            <Float placement="top-end" offset="2">
              <Badge size="xs" colorPalette="red" variant="solid" rounded="full" data-testid="notice-bell-count">
                {unread > 9 ? '9+' : unread}
              </Badge>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm" data-testid="notice-bell-list">
            <Popover.Arrow />
            <Popover.Header>
              <Popover.Title fontWeight="semibold">{t('bell.title')}</Popover.Title>
            </Popover.Header>
            <Popover.Body maxH="96" overflowY="auto" pt="0">
              {notices.length === 0 ? (
                <Text color="fg.muted" fontSize="sm" data-testid="notice-bell-empty">
                  {t('bell.empty')}
                </Text>
              ) : (
                <Stack gap="1">
                  {notices.map((n) => (
                    <Box key={n.noticeId} borderBottomWidth="1px" pb="1">
                      <Button
                        variant="ghost"
                        size="sm"
                        width="full"
                        justifyContent="space-between"
                        aria-expanded={expanded === n.noticeId}
                        data-testid={`notice-bell-item-${n.noticeId}`}
                        onClick={() => setExpanded((cur) => (cur === n.noticeId ? null : n.noticeId))}
                      >
                        <Text truncate fontWeight={n.createTime > seen ? 'bold' : 'normal'}>
                          <Badge size="xs" mr="2" colorPalette={n.noticeType === '1' ? 'orange' : 'green'}>
                            {t(`type.${n.noticeType}`)}
                          </Badge>
                          {n.noticeTitle}
                        </Text>
                        <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>
                          {formatDateTime(n.createTime, false)}
                        </Text>
                      </Button>
                      {/* who published it: a tenant's notice never passes as the platform's (decision 0026) */}
                      <Text px="3" fontSize="xs" color="fg.muted" truncate data-testid={`notice-bell-publisher-${n.noticeId}`}>
                        {t('bell.publisher', { name: n.deptName })}
                      </Text>
                      {expanded === n.noticeId && (
                        <Box px="3" py="2">
                          <NoticeContent html={n.noticeContent} testId={`notice-bell-content-${n.noticeId}`} />
                        </Box>
                      )}
                    </Box>
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
