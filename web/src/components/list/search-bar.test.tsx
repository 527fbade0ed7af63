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

  it('shows the refusal in place of the hint when the range has one (the same room)', async () => {
    renderWithApp([{ path: '/', component: () => <Filters error="The end date cannot be before the start date" hint="Days of creation" /> }], { at: '/' });
    const error = await screen.findByTestId('role-search-created-error');
    expect(getComputedStyle(error).position).not.toBe('absolute');
    expect(screen.queryByText('Days of creation')).toBeNull();
  });
});
