import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { DateRangeField, SearchBar, SearchTextField } from './search-bar';

function Filters({ error, hint }: { error?: string; hint?: string }) {
  return (
    <SearchBar label="Search" testIdPrefix="role" onSubmit={() => {}} onReset={() => {}}>
      <SearchTextField label="Name" testId="role-search-name" value="" onChange={() => {}} />
      <DateRangeField label="Created" beginLabel="From" endLabel="To" testId="role-search-created" begin="2026-05-10" end="2026-05-01" onChange={() => {}} error={error} hint={hint} />
    </SearchBar>
  );
}

describe('DateRangeField', () => {
  it('shows a reversed range refusal without making the field taller, so the search row does not move', async () => {
    renderWithApp([{ path: '/', component: () => <Filters error="The end date cannot be before the start date" /> }], { at: '/' });
    const error = await screen.findByTestId('role-search-created-error');
    expect(error.textContent).toBe('The end date cannot be before the start date');
    // out of the flow: the field keeps the height of its label and inputs, every other field stays where it was
    expect(getComputedStyle(error).position).toBe('absolute');
    expect(getComputedStyle(error.parentElement!).position).toBe('relative');
    expect(getComputedStyle(error).whiteSpace).toBe('nowrap');
  });

  it('lets the two days shrink to the column on a phone instead of sticking out of it (each 40 wide when there is room, as before)', async () => {
    renderWithApp([{ path: '/', component: () => <Filters /> }], { at: '/' });
    const field = await screen.findByTestId('role-search-created-field');
    // never wider than the search row, which is the content column
    expect(getComputedStyle(field).maxWidth).toBe('var(--chakra-sizes-full)');
    for (const side of ['begin', 'end']) {
      const box = getComputedStyle(screen.getByTestId(`role-search-created-${side}-box`));
      expect(box.minWidth, side).toBe('0px');
      expect(box.flexShrink, side).toBe('1');
      expect(box.width, side).toBe('var(--chakra-sizes-40)');
    }
  });

  it('shows the refusal in place of the hint when the range has one (the same room)', async () => {
    renderWithApp([{ path: '/', component: () => <Filters error="The end date cannot be before the start date" hint="Days of creation" /> }], { at: '/' });
    const error = await screen.findByTestId('role-search-created-error');
    expect(getComputedStyle(error).position).not.toBe('absolute');
    expect(screen.queryByText('Days of creation')).toBeNull();
  });
});
