import { ButtonGroup, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { LIMITS } from '@aed/shared/constants/limits';
import { scrollToTop } from '../../lib/scroll-to-top';

import type { CursorPaging } from '../list/use-cursor-paging';

interface Props {
  /** The list's paging state (`useCursorPaging`). */
  paging: CursorPaging;
  /**
   * The page query: its `next` cursor. While a placeholder (the page before, shown while the next one loads) is on
   * screen there is no next yet.
   */
  list: { data?: { next?: string }; isPlaceholderData: boolean };
  /**
   * Rows of the whole search range; null when the server does not know it (a keyword search over a large scope,
   * docs/decisions/0013): the bar then says "at least" the rows seen so far while there is a next page, the exact count on the last one.
   */
  total: number | null;
  /** The server stopped counting at `total` (a capped count, decision 0026): "more than" `total`, no page count. */
  capped?: boolean;
  /** Rows of the page shown (needed when `total` is null). */
  rowsOnPage?: number;
  /** Run on every move to another page or page size (e.g. clear the row selection: it belongs to the page shown). */
  onPageChange?: () => void;
  /** Prefix of the test ids: `<testId>-pagination`, `-total`, `-page-size`, `-prev`, `-pageno`, `-next`. */
  testId: string;
}

/**
 * Paging of cursor lists (logs, users, devices...): previous / next by cursor (no jump to page N, see
 * docs/decisions/0006-log-paging.md), the total over the search and the page size. State: `use-cursor-paging`. A move
 * scrolls back to the top of the screen.
 */
export function CursorPagination({ paging, list, total, capped = false, rowsOnPage = 0, onPageChange, testId }: Props) {
  const { t } = useTranslation('common');
  const { page, limit: pageSize } = paging;
  const hasNext = !!list.data?.next && !list.isPlaceholderData;
  const moved = (change: () => void) => {
    change();
    onPageChange?.();
    // the new rows start at the top of the screen (spec: scroll to top in 800 ms)
    scrollToTop();
  };
  const pages = total === null || capped ? null : Math.max(1, page, Math.ceil(total / pageSize));
  const seen = (page - 1) * pageSize + rowsOnPage;
  return (
    <HStack justify="flex-end" gap="4" wrap="wrap" data-testid={`${testId}-pagination`}>
      <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-total`}>
        {total === null
          ? hasNext
            ? t('pagination.totalAtLeast', { total: seen })
            : t('pagination.total', { total: seen })
          : capped
            ? t('pagination.totalMoreThan', { total })
            : t('pagination.total', { total })}
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
      <ButtonGroup variant="ghost" size="sm">
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
