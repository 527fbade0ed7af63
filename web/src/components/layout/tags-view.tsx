import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Box, HStack, Icon, IconButton, chakra } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight, LuX } from 'react-icons/lu';
import { useRouteTitle } from '../../lib/route-title';
import { authKeys } from '../../lib/session';
import { closeAllViews, closeOtherViews, closeView, refreshView, useVisitedViews, type VisitedView } from '../../lib/tags-view';
import { lazyOnDemand } from '../../lib/on-demand';
import { useNeededOnce } from '../../lib/use-needed-once';
import { AppLink } from '../ui/app-link';
import type { TagAction, TagMenuTarget } from './tags-context-menu';
import { useCurrentView } from './use-current-view';

// The context menu loads when first asked for (docs/decisions/0037).
const TagsContextMenu = lazyOnDemand(() => import('./tags-context-menu').then((m) => m.TagsContextMenu));

/** Whether the tabs strip can scroll further toward its start or its end. */
interface Overflow {
  start: boolean;
  end: boolean;
}

/** Room kept beside the active tab when it is scrolled to (its border and a little of its neighbour show). */
const REVEAL_MARGIN = 4;

/**
 * The scrolling strip of the tabs: the active tab is kept wholly in view whenever it changes (a tab opened from the
 * sidebar lands at the end, out of sight once many are open) and whenever the layout moves under it after that (the
 * arrows appearing narrow the strip, fonts and translated titles widen the tabs, the window or sidebar resizes: a
 * ResizeObserver on the strip and on the tabs), and what is hidden either side can be reached. Only the strip scrolls,
 * never the page.
 */
function useTabsStrip(activePath: string, tabCount: number) {
  const strip = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });
  const active = useRef(activePath);
  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const next = { start: el.scrollLeft > 0, end: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
    setOverflow((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, []);

  /** Scrolls the strip (only) so the active tab shows whole, then measures what is left hidden either side. */
  const reveal = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const tab = [...el.querySelectorAll<HTMLElement>('[role="tab"]')].find((one) => one.dataset.path === active.current);
    if (tab) {
      const room = el.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      if (box.left < room.left) el.scrollLeft -= room.left - box.left + REVEAL_MARGIN;
      else if (box.right > room.right) el.scrollLeft += Math.min(box.right - room.right + REVEAL_MARGIN, box.left - room.left);
    }
    measure();
  }, [measure]);

  useEffect(() => {
    const el = strip.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // The strip's own size (window, sidebar, the arrows) and its content's (tabs added, fonts, translated titles).
    const observer = new ResizeObserver(reveal);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [reveal]);

  useEffect(() => {
    active.current = activePath;
    reveal();
    // Once more after the layout settled (the arrows this scroll makes appear, late styles).
    const frame = requestAnimationFrame(reveal);
    return () => cancelAnimationFrame(frame);
  }, [activePath, tabCount, reveal]);

  /** Scrolls by most of the visible width, toward the start (-1) or the end (1). */
  const scrollBy = (direction: -1 | 1) => {
    const el = strip.current;
    if (el) el.scrollBy({ left: direction * Math.max(el.clientWidth * 0.8, 100), behavior: 'smooth' });
  };
  return { strip, overflow, measure, scrollBy };
}

/**
 * Tabs of visited views; right-click: refresh, close, close others, close all. Affixed tabs (Home) stay. When the
 * tabs do not fit, arrows either side scroll them.
 */
export function TagsView() {
  const { t } = useTranslation('layout');
  const title = useRouteTitle();
  const views = useVisitedViews();
  const current = useCurrentView();
  const router = useRouter();
  const queryClient = useQueryClient();
  const activePath = current?.path ?? router.state.location.pathname;
  const [menu, setMenu] = useState<TagMenuTarget | null>(null);
  const menuNeeded = useNeededOnce(menu !== null);
  const { strip, overflow, measure, scrollBy } = useTabsStrip(activePath, views.length);
  const scrollable = overflow.start || overflow.end;

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
    <HStack h="34px" gap="0" bg="bg" borderBottomWidth="1px" shadow="xs" data-testid="tabs-bar">
      {scrollable && (
        <IconButton size="xs" variant="ghost" aria-label={t('tags.scrollStart')} title={t('tags.scrollStart')} disabled={!overflow.start} onClick={() => scrollBy(-1)} data-testid="tabs-scroll-start">
          <LuChevronLeft />
        </IconButton>
      )}
      <Box ref={strip} flex="1" minW="0" h="full" overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'none' }} onScroll={measure} data-testid="tabs-strip">
        <HStack h="full" gap="1" px="1" whiteSpace="nowrap" role="tablist" aria-label={t('tags.label')}>
          {views.map((view) => {
            const active = view.path === activePath;
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
                <AppLink href={view.fullPath}>{title(view)}</AppLink>
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
      </Box>
      {scrollable && (
        <IconButton size="xs" variant="ghost" aria-label={t('tags.scrollEnd')} title={t('tags.scrollEnd')} disabled={!overflow.end} onClick={() => scrollBy(1)} data-testid="tabs-scroll-end">
          <LuChevronRight />
        </IconButton>
      )}
      {menuNeeded && (
        <Suspense fallback={null}>
          <TagsContextMenu target={menu} onClose={() => setMenu(null)} onAction={(action, view) => void act(action, view)} />
        </Suspense>
      )}
    </HStack>
  );
}
