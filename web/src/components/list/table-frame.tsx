import type { CSSProperties, ReactNode } from 'react';
import { Box, HStack, Table } from '@chakra-ui/react';
import { useScrollOverflow } from '../../lib/use-scroll-overflow';

/**
 * Stripes on the rows rather than on the cells (Chakra's `striped` colours each cell): the pinned actions cell
 * inherits its row's colour (stripe, hover, selection) and so covers the cells scrolled under it.
 */
const STRIPED_ROWS = { '& > tbody > tr:nth-of-type(odd):not([data-selected]):not([data-just-added])': { bg: 'bg.muted' } } as const;

interface FrameProps extends Omit<Table.RootProps, 'striped' | 'css'> {
  striped?: boolean;
  children: ReactNode;
}

/**
 * The frame of every list table: a bordered area that scrolls sideways when the columns do not fit, with the
 * actions column (`ActionsHeader` / `ActionsCell`) pinned to its right edge (from the `md` breakpoint; on a phone it
 * scrolls with the other columns). While columns lie hidden under the pinned column (`data-more-end`), it casts a
 * shadow over them, so a wide list shows that it scrolls on; scrolled to the end, the shadow goes.
 */
export function TableFrame({ striped = false, children, ...rootProps }: FrameProps) {
  const { ref, overflow } = useScrollOverflow<HTMLDivElement>();
  return (
    <Table.ScrollArea
      ref={ref}
      borderWidth="1px"
      rounded="md"
      data-more-end={overflow.end ? '' : undefined}
      data-testid="table-frame"
      style={overflow.width ? ({ '--table-frame-width': `${overflow.width}px` } as CSSProperties) : undefined}
    >
      <Table.Root {...rootProps} css={striped ? STRIPED_ROWS : undefined}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * Pinned to the end of the scroll area, painted with its row's colour, a line marking the edge; from the `md`
 * breakpoint only: on a phone a pinned column would take most of the narrow area and cover the cells scrolled under it,
 * so there it is an ordinary last column that scrolls with the others, taking its own width.
 */
const PINNED_END = {
  position: { base: 'static', md: 'sticky' },
  insetInlineEnd: 0,
  zIndex: 1,
  bg: 'inherit',
  whiteSpace: 'nowrap',
  boxShadow: 'inset 1px 0 0 0 {colors.border}',
} as const;

/** The shadow the pinned column casts over the columns hidden under it (while the frame has `data-more-end`). */
const PINNED_END_SHADOW = {
  '[data-more-end] &': { boxShadow: { base: 'inset 1px 0 0 0 {colors.border}', md: 'inset 1px 0 0 0 {colors.border}, -8px 0 8px -6px {colors.fg.muted}' } },
} as const;

/**
 * A message in place of the rows (loading, nothing found): it spans every column, yet stays in the visible part of a
 * table wider than its frame, centred there and wrapped to that width (the frame's width, `--table-frame-width`).
 */
export function FrameMessage({ children }: { children: ReactNode }) {
  return (
    <Box position="sticky" insetInlineStart="0" width="var(--table-frame-width, 100%)" maxWidth="100%" whiteSpace="normal" data-frame-message="">
      {children}
    </Box>
  );
}

/** The header of the actions column (empty when the user may do nothing on a row). */
export function ActionsHeader({ children }: { children?: ReactNode }) {
  return (
    <Table.ColumnHeader {...PINNED_END} css={PINNED_END_SHADOW} data-actions-column="">
      {children}
    </Table.ColumnHeader>
  );
}

/** The actions cell of a row: its buttons side by side, always in view however wide the table. */
export function ActionsCell({ children, testId }: { children?: ReactNode; testId?: string }) {
  return (
    <Table.Cell {...PINNED_END} css={PINNED_END_SHADOW} data-actions-column="" data-testid={testId}>
      <HStack gap="1">{children}</HStack>
    </Table.Cell>
  );
}
