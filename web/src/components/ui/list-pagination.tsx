import { ButtonGroup, HStack, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { LIMITS } from '@aed/shared/constants/limits';
import { scrollToTop } from '../../lib/scroll-to-top';

interface Props {
  /** Prefix of the test ids: `<testId>-pagination`, `<testId>-total`, `<testId>-page-size`. */
  testId: string;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Scroll the window back to the top on a move (spec: 800 ms); false inside a dialog, which scrolls by itself. */
  scrollOnChange?: boolean;
}

/**
 * The one page-numbered pagination of list screens: total, page size (10/20/30/50) and page buttons. A move to
 * another page or page size scrolls back to the top of the screen, where the new rows start.
 */
export function ListPagination({ testId, total, page, pageSize, onPageChange, onPageSizeChange, scrollOnChange = true }: Props) {
  const { t } = useTranslation('common');
  // The accessible names Chakra's pagination gives its landmark and buttons ("pagination", "page 2", ...) are English.
  const translations = {
    rootLabel: t('pagination.label'),
    firstTriggerLabel: t('pagination.first'),
    prevTriggerLabel: t('pagination.prev'),
    nextTriggerLabel: t('pagination.next'),
    lastTriggerLabel: t('pagination.last'),
    itemLabel: ({ page: n, totalPages }: { page: number; totalPages: number }) =>
      totalPages > 1 && n === totalPages ? t('pagination.goToLast', { page: n }) : t('pagination.goTo', { page: n }),
  };
  const moved = () => {
    if (scrollOnChange) scrollToTop();
  };
  return (
    <HStack justify="flex-end" gap="4" wrap="wrap" data-testid={`${testId}-pagination`}>
      <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-total`}>
        {t('pagination.total', { total })}
      </Text>
      <NativeSelect.Root width="32">
        <NativeSelect.Field
          aria-label={t('pagination.pageSizeLabel')}
          data-testid={`${testId}-page-size`}
          value={pageSize}
          onChange={(e) => {
            onPageSizeChange(Number(e.target.value));
            moved();
          }}
        >
          {LIMITS.pageSizes.map((size) => (
            <option key={size} value={size}>
              {t('pagination.pageSize', { size })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Pagination.Root
        count={total}
        pageSize={pageSize}
        page={page}
        onPageChange={(e) => {
          onPageChange(e.page);
          moved();
        }}
        siblingCount={1}
        translations={translations}
      >
        <ButtonGroup variant="ghost">
          <Pagination.PrevTrigger asChild>
            <IconButton aria-label={t('pagination.prev')}>
              <LuChevronLeft />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items render={(p) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{p.value}</IconButton>} />
          <Pagination.NextTrigger asChild>
            <IconButton aria-label={t('pagination.next')}>
              <LuChevronRight />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </HStack>
  );
}
