import type { ReactNode } from 'react';
import { Box, Stack, Table, Text } from '@chakra-ui/react';
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

/** An identifier (key, permission, target, cron...) in a monospace font; `title` shows the whole of a shortened one. */
export function CodeCell({ text, size = 'xs', title }: { text: ReactNode; size?: 'xs' | 'sm'; title?: string }) {
  return (
    <Table.Cell>
      <Text as="code" fontFamily="mono" fontSize={size} title={title}>
        {text}
      </Text>
    </Table.Cell>
  );
}

/**
 * A text with a smaller, muted second line under it (a device's serial number and name, an order's number and name);
 * no second line when `sub` is empty.
 */
export function TwoLineCell({ main, sub, nowrap }: { main: ReactNode; sub?: ReactNode; nowrap?: boolean }) {
  return (
    <Table.Cell whiteSpace={nowrap ? 'nowrap' : undefined}>
      <Stack gap="0">
        <Text fontSize="sm">{main}</Text>
        {sub ? (
          <Text fontSize="xs" color="fg.muted">
            {sub}
          </Text>
        ) : null}
      </Stack>
    </Table.Cell>
  );
}
