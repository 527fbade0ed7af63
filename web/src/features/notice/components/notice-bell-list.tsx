import { useState, type ReactElement } from 'react';
import { Badge, Box, Button, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { getPublishedNotices } from '../api/get-published-notices';
import { NoticeContent } from './notice-content';

type PublishedNotice = Awaited<ReturnType<typeof getPublishedNotices>>[number];

/** The bell's popover: loaded when the bell is first used (notice-bell.tsx). */
export function NoticeBellList({
  trigger,
  defaultOpen,
  notices,
  seen,
  onClosed,
}: {
  trigger: ReactElement;
  defaultOpen: boolean;
  notices: PublishedNotice[];
  /** Creation time of the newest notice looked at before: newer ones are shown in bold. */
  seen: string;
  onClosed: () => void;
}) {
  const { t } = useTranslation('notice');
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <Popover.Root defaultOpen={defaultOpen} positioning={{ placement: 'bottom-end' }} onOpenChange={(e) => (e.open ? undefined : onClosed())}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
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
