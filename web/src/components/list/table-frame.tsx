import type { ReactNode } from 'react';
import { HStack, Table } from '@chakra-ui/react';

/**
 * Stripes on the rows rather than on the cells (Chakra's `striped` colours each cell): the pinned actions cell
 * inherits its row's colour (stripe, hover, selection) and so covers the cells scrolled under it.
 */
const STRIPED_ROWS = { '& > tbody > tr:nth-of-type(odd):not([data-selected])': { bg: 'bg.muted' } } as const;

interface FrameProps extends Omit<Table.RootProps, 'striped' | 'css'> {
  striped?: boolean;
  children: ReactNode;
}

/**
 * The frame of every list table: a bordered area that scrolls sideways when the columns do not fit, with the
 * actions column (`ActionsHeader` / `ActionsCell`) pinned to its right edge (from the `md` breakpoint; on a phone it
 * scrolls with the other columns).
 */
export function TableFrame({ striped = false, children, ...rootProps }: FrameProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
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

/** The header of the actions column (empty when the user may do nothing on a row). */
export function ActionsHeader({ children }: { children?: ReactNode }) {
  return (
    <Table.ColumnHeader {...PINNED_END} data-actions-column="">
      {children}
    </Table.ColumnHeader>
  );
}

/** The actions cell of a row: its buttons side by side, always in view however wide the table. */
export function ActionsCell({ children, testId }: { children?: ReactNode; testId?: string }) {
  return (
    <Table.Cell {...PINNED_END} data-actions-column="" data-testid={testId}>
      <HStack gap="1">{children}</HStack>
    </Table.Cell>
  );
}
