import { Suspense, useState } from 'react';
import { Box, HStack, Icon, chakra } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import { routeTitle } from '../../lib/route-title';
import { authKeys } from '../../lib/session';
import { closeAllViews, closeOtherViews, closeView, refreshView, useVisitedViews, type VisitedView } from '../../lib/tags-view';
import { lazyOnDemand } from '../../lib/on-demand';
import { useNeededOnce } from '../../lib/use-needed-once';
import { AppLink } from '../ui/app-link';
import type { TagAction, TagMenuTarget } from './tags-context-menu';
import { useCurrentView } from './use-current-view';

// The context menu loads when first asked for (docs/decisions/0037).
const TagsContextMenu = lazyOnDemand(() => import('./tags-context-menu').then((m) => m.TagsContextMenu));

/** Tabs of visited views; right-click: refresh, close, close others, close all. Affixed tabs (Home) stay. */
export function TagsView() {
  const { t } = useTranslation('layout');
  const views = useVisitedViews();
  const current = useCurrentView();
  const router = useRouter();
  const queryClient = useQueryClient();
  const activePath = current?.path ?? router.state.location.pathname;
  const [menu, setMenu] = useState<TagMenuTarget | null>(null);
  const menuNeeded = useNeededOnce(menu !== null);

  const go = (href: string) => router.navigate({ href });
  const goToLast = (left: readonly VisitedView[]) => go(left.at(-1)?.fullPath ?? '/');

  const act = async (action: TagAction, view: VisitedView) => {
    switch (action) {
      case 'refresh':
        if (view.path !== activePath) await go(view.fullPath);
        // Reload the view's data (the session itself stays) and remount the view.
        await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all[0] });
        refreshView();
        break;
      case 'close': {
        if (view.affix) return;
        const left = closeView(view.path);
        if (view.path === activePath) await goToLast(left);
        break;
      }
      case 'closeOthers':
        closeOtherViews(view.path);
        if (view.path !== activePath) await go(view.fullPath);
        break;
      case 'closeAll': {
        const left = closeAllViews();
        if (!left.some((v) => v.path === activePath)) await goToLast(left);
        break;
      }
    }
  };

  return (
    <Box h="34px" bg="bg" borderBottomWidth="1px" shadow="xs" overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'none' }} data-testid="tabs-bar">
      <HStack h="full" gap="1" px="1" whiteSpace="nowrap" role="tablist" aria-label={t('tags.label')}>
        {views.map((view) => {
          const active = view.path === activePath;
          const title = routeTitle(t, view);
          return (
            <chakra.div
              key={view.path}
              role="tab"
              aria-selected={active}
              data-testid="tags-view-item"
              data-path={view.path}
              data-active={active || undefined}
              display="inline-flex"
              alignItems="center"
              gap="1"
              h="26px"
              px="2"
              ms={1}
              fontSize="xs"
              borderWidth="1px"
              borderColor={active ? 'brand.solid' : 'border'}
              bg={active ? 'brand.solid' : 'bg'}
              color={active ? 'brand.contrast' : 'fg'}
              borderRadius="sm"
              cursor="pointer"
              onContextMenu={(e) => {
                e.preventDefault();
                setMenu({ view, point: { x: e.clientX, y: e.clientY } });
              }}
              onAuxClick={(e) => {
                if (e.button === 1 && !view.affix) void act('close', view);
              }}
            >
              {active && <chakra.span w="2" h="2" borderRadius="full" bg="white" aria-hidden />}
              <AppLink href={view.fullPath}>{title}</AppLink>
              {!view.affix && (
                <chakra.button
                  type="button"
                  aria-label={t('tags.close')}
                  display="inline-flex"
                  borderRadius="full"
                  _hover={{ bg: active ? 'whiteAlpha.400' : 'bg.emphasized' }}
                  onClick={() => void act('close', view)}
                  data-testid="tags-view-close"
                >
                  <Icon boxSize="3">
                    <LuX />
                  </Icon>
                </chakra.button>
              )}
            </chakra.div>
          );
        })}
      </HStack>
      {menuNeeded && (
        <Suspense fallback={null}>
          <TagsContextMenu target={menu} onClose={() => setMenu(null)} onAction={(action, view) => void act(action, view)} />
        </Suspense>
      )}
    </Box>
  );
}
