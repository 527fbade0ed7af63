import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, Table } from '@chakra-ui/react';
import { createAppSystem } from '../../lib/theme';
import { ActionsCell, ActionsHeader, TableFrame } from './table-frame';

const system = createAppSystem('medium');

/** The frame's scroll area laid out as a browser would: `content` px of columns in `visible` px, scrolled by `left`. */
function layOut(el: HTMLElement, content: number, visible: number) {
  let left = 0;
  Object.defineProperty(el, 'scrollWidth', { configurable: true, get: () => content });
  Object.defineProperty(el, 'clientWidth', { configurable: true, get: () => visible });
  Object.defineProperty(el, 'scrollLeft', { configurable: true, get: () => left, set: (v: number) => (left = v) });
  return (to: number) => {
    left = to;
    fireEvent.scroll(el);
  };
}

describe('TableFrame: columns hidden under the pinned actions column', () => {
  it('marks the frame while columns lie beyond its end, and clears the mark once scrolled to the end', () => {
    render(
      <ChakraProvider value={system}>
        <TableFrame>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <ActionsHeader>Actions</ActionsHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row>
              <Table.Cell>One</Table.Cell>
              <ActionsCell>Edit</ActionsCell>
            </Table.Row>
          </Table.Body>
        </TableFrame>
      </ChakraProvider>,
    );
    const frame = screen.getByTestId('table-frame');
    expect(frame.hasAttribute('data-more-end')).toBe(false); // jsdom lays nothing out: everything fits
    const scrollTo = layOut(frame, 1800, 1200);
    scrollTo(0);
    expect(frame.hasAttribute('data-more-end')).toBe(true);
    scrollTo(300);
    expect(frame.hasAttribute('data-more-end')).toBe(true);
    scrollTo(600);
    expect(frame.hasAttribute('data-more-end')).toBe(false);
    scrollTo(100);
    expect(frame.hasAttribute('data-more-end')).toBe(true);
  });
});
