import { ButtonGroup, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { LIMITS } from '@aed/shared/constants/limits';

interface Props {
  /**
   * Rows of the whole search range; null when the server does not know it (a keyword search over a large scope,
   * docs/decisions/0013): the bar then says "at least" the rows seen so far while there is a next page, the exact count on the last one.
   */
  total: number | null;
  /** Rows of the page shown (needed when `total` is null). */
  rowsOnPage?: number;
  /** 1-based index of the page shown. */
  page: number;
  pageSize: number;
  hasNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Prefix of the test ids: `<testId>-pagination`, `-total`, `-page-size`, `-prev`, `-pageno`, `-next`. */
  testId: string;
}

/**
 * Paging of cursor lists (logs, users): previous / next by cursor (no jump to page N, see
 * docs/decisions/0006-log-paging.md), the total over the search and the page size. State: `use-cursor-paging`.
 */
export function CursorPagination({ total, rowsOnPage = 0, page, pageSize, hasNext, onPrev, onNext, onPageSizeChange, testId }: Props) {
  const { t } = useTranslation('common');
  const pages = total === null ? null : Math.max(1, page, Math.ceil(total / pageSize));
  const seen = (page - 1) * pageSize + rowsOnPage;
  return (
    <HStack justify="flex-end" gap="4" wrap="wrap" data-testid={`${testId}-pagination`}>
      <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-total`}>
        {total === null ? (hasNext ? t('pagination.totalAtLeast', { total: seen }) : t('pagination.total', { total: seen })) : t('pagination.total', { total })}
      </Text>
      <NativeSelect.Root width="32">
        <NativeSelect.Field aria-label={t('pagination.pageSizeLabel')} data-testid={`${testId}-page-size`} value={pageSize} onChange={(e) => onPageSizeChange(Number(e.target.value))}>
          {LIMITS.pageSizes.map((size) => (
            <option key={size} value={size}>
              {t('pagination.pageSize', { size })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <ButtonGroup variant="ghost" size="sm">
        <IconButton aria-label={t('pagination.prev')} data-testid={`${testId}-prev`} disabled={page <= 1} onClick={onPrev}>
          <LuChevronLeft />
        </IconButton>
        <Text fontSize="sm" minW="20" textAlign="center" data-testid={`${testId}-pageno`}>
          {pages === null ? t('pagination.pageOnly', { page }) : t('pagination.page', { page, pages })}
        </Text>
        <IconButton aria-label={t('pagination.next')} data-testid={`${testId}-next`} disabled={!hasNext} onClick={onNext}>
          <LuChevronRight />
        </IconButton>
      </ButtonGroup>
    </HStack>
  );
}
