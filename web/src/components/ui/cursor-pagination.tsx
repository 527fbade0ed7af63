import { ButtonGroup, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { LIMITS } from '@aed/shared/constants/limits';
import { scrollToTop } from '../../lib/scroll-to-top';

import type { CursorPaging } from '../list/use-cursor-paging';
import { useListTotal, type PageTotal } from '../list/use-list-total';

interface Props {
  /** The list's paging state (`useCursorPaging`). */
  paging: CursorPaging;
  /**
   * The page query: its `next` cursor, its rows and the total of the search (answered with the first page and kept
   * while paging on, `useListTotal`). While a placeholder (the page before, shown while the next one loads) is on
   * screen there is no next yet.
   */
  list: { data?: PageTotal & { next?: string; rows?: readonly unknown[] }; isPlaceholderData: boolean };
  /** Run on every move to another page or page size (e.g. clear the row selection: it belongs to the page shown). */
  onPageChange?: () => void;
  /** Scroll the window back to the top on a move (spec: 800 ms); false inside a dialog, which scrolls by itself. */
  scrollOnChange?: boolean;
  /** Prefix of the test ids: `<testId>-pagination`, `-total`, `-page-size`, `-prev`, `-pageno`, `-next`. */
  testId: string;
}

/**
 * Paging of cursor lists (logs, users, devices...): previous / next by cursor (no jump to page N, see
 * docs/decisions/0006-log-paging.md), the total over the search and the page size. The total is exact, "more than
 * n" when the server's count stopped at its cap, or, when the server does not know it (a keyword search,
 * docs/decisions/0030), "at least" the rows seen so far while there is a next page and the exact count on the last
 * one. State: `use-cursor-paging`. A move scrolls back to the top of the screen.
 */
export function CursorPagination({ paging, list, onPageChange, scrollOnChange = true, testId }: Props) {
  const { t } = useTranslation('common');
  const { page, limit: pageSize } = paging;
  const { total, capped } = useListTotal(list);
  const hasNext = !!list.data?.next && !list.isPlaceholderData;
  const moved = (change: () => void) => {
    change();
    onPageChange?.();
    // the new rows start at the top of the screen (spec: scroll to top in 800 ms)
    if (scrollOnChange) scrollToTop();
  };
  const pages = total === null || capped ? null : Math.max(1, page, Math.ceil(total / pageSize));
  const seen = (page - 1) * pageSize + (list.data?.rows?.length ?? 0);
  const label =
    total === null
      ? t(hasNext ? 'pagination.totalAtLeast' : 'pagination.total', { total: seen })
      : capped
        ? t('pagination.totalMoreThan', { total })
        : t('pagination.total', { total });
  return (
    <HStack justify="flex-end" gap="4" wrap="wrap" data-testid={`${testId}-pagination`}>
      <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-total`}>
        {label}
      </Text>
      <NativeSelect.Root width="32">
        <NativeSelect.Field aria-label={t('pagination.pageSizeLabel')} data-testid={`${testId}-page-size`} value={pageSize} onChange={(e) => moved(() => paging.setLimit(Number(e.target.value)))}>
          {LIMITS.pageSizes.map((size) => (
            <option key={size} value={size}>
              {t('pagination.pageSize', { size })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <ButtonGroup as="nav" aria-label={t('pagination.label')} variant="ghost" size="sm">
        <IconButton aria-label={t('pagination.prev')} data-testid={`${testId}-prev`} disabled={page <= 1} onClick={() => moved(paging.prev)}>
          <LuChevronLeft />
        </IconButton>
        <Text fontSize="sm" minW="20" textAlign="center" data-testid={`${testId}-pageno`}>
          {pages === null ? t('pagination.pageOnly', { page }) : t('pagination.page', { page, pages })}
        </Text>
        <IconButton aria-label={t('pagination.next')} data-testid={`${testId}-next`} disabled={!hasNext} onClick={() => moved(() => paging.next(list.data?.next))}>
          <LuChevronRight />
        </IconButton>
      </ButtonGroup>
    </HStack>
  );
}
