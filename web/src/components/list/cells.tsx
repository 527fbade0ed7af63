import type { ReactNode } from 'react';
import { Box, Table } from '@chakra-ui/react';
import { formatDateTime } from '../../lib/format';

/** A stored timestamp as `YYYY-MM-DD HH:mm:ss` (local time), on one line. */
export function DateTimeCell({ value }: { value: string | number | null | undefined }) {
  return <Table.Cell whiteSpace="nowrap">{formatDateTime(value)}</Table.Cell>;
}

/** A long text (remark, description, value) cut to one line in its cell, whole in the tooltip. */
export function TruncatedCell({ text, maxWidth = '48', title }: { text: ReactNode; maxWidth?: string; title?: string }) {
  return (
    <Table.Cell>
      <Box maxWidth={maxWidth} truncate title={title ?? (typeof text === 'string' ? text : undefined)}>
        {text}
      </Box>
    </Table.Cell>
  );
}
