import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import { renderWithApp } from '../../test/render';
import { ApiError } from '../../lib/api-client';
import { OrgTreePanel, findOrg } from './org-tree-panel';

const TREE: DeptTreeNode[] = [
  {
    id: 100,
    label: 'AED Cloud',
    deptType: '0',
    disabled: false,
    children: [
      { id: 105, label: 'Clinic', deptType: '2', disabled: false, children: [{ id: 106, label: 'Clinic annex', deptType: '2', disabled: false, children: [] }] },
      { id: 110, label: 'Agent North', deptType: '0', disabled: false, children: [] },
    ],
  },
];

/** The panel as a screen uses it; the picked organization and switch are shown so the test can read them. */
function Harness({ load, withSubtree }: { load: () => Promise<DeptTreeNode[]>; withSubtree?: boolean }) {
  const tree = useQuery(queryOptions({ queryKey: ['tree'], queryFn: load }));
  const [deptId, setDeptId] = useState<number | undefined>();
  const [subtree, setSubtree] = useState(true);
  return (
    <>
      <OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="inventory" testIdPrefix="screen" subtree={withSubtree ? { checked: subtree, onChange: setSubtree } : undefined} />
      <output data-testid="picked">{`${deptId ?? 'all'} ${subtree ? 'subtree' : 'only'}`}</output>
    </>
  );
}

const renderPanel = (props: Parameters<typeof Harness>[0]) => renderWithApp([{ path: '/', component: () => <Harness {...props} /> }], { at: '/' });
const picked = () => screen.getByTestId('picked').textContent;

describe('OrgTreePanel', () => {
  it('picks an organization, picks it again (or "all") for the whole scope, filters and collapses', async () => {
    renderPanel({ load: async () => TREE });
    fireEvent.click(await screen.findByTestId('screen-dept-105'));
    expect(picked()).toBe('105 subtree');
    expect(screen.getByTestId('screen-dept-105').closest('[role="treeitem"]')?.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('screen-dept-105'));
    expect(picked()).toBe('all subtree');
    fireEvent.click(screen.getByTestId('screen-dept-110'));
    fireEvent.click(screen.getByTestId('screen-dept-all'));
    expect(picked()).toBe('all subtree');
    expect(screen.getByTestId('screen-dept-all').textContent).toBe('All my organizations');

    // a hit keeps its ancestors; the others go
    fireEvent.change(screen.getByTestId('screen-dept-filter'), { target: { value: 'annex' } });
    expect(screen.getByTestId('screen-dept-100')).toBeTruthy();
    expect(screen.getByTestId('screen-dept-106')).toBeTruthy();
    expect(screen.queryByTestId('screen-dept-110')).toBeNull();
    fireEvent.change(screen.getByTestId('screen-dept-filter'), { target: { value: '' } });

    // jsdom applies no media query, so the panel is folded as on a phone (the picks above folded it): unfold it
    fireEvent.click(screen.getByTestId('screen-dept-toggle'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Collapse' })[0]!);
    expect(screen.queryByTestId('screen-dept-105')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByTestId('screen-dept-105')).toBeTruthy();
    // no switch unless the screen asks for one
    expect(screen.queryByTestId('screen-subtree')).toBeNull();
  });

  it('offers the sub-organizations switch once an organization is picked', async () => {
    renderPanel({ load: async () => TREE, withSubtree: true });
    const box = () => screen.getByTestId('screen-subtree').querySelector('input') as HTMLInputElement;
    await screen.findByTestId('screen-dept-105');
    expect(screen.getByTestId('screen-subtree').textContent).toBe('Include sub-organizations');
    expect(box().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('screen-dept-105'));
    expect(box().disabled).toBe(false);
    fireEvent.click(screen.getByTestId('screen-subtree'));
    await waitFor(() => expect(picked()).toBe('105 only'));
    expect(box().checked).toBe(false);
  });

  it('on a phone, folds behind a button naming the picked organization; the button unfolds it, a pick folds it again', async () => {
    renderPanel({ load: async () => TREE });
    const toggle = () => screen.getByTestId('screen-dept-toggle');
    const panel = () => screen.getByTestId('screen-dept-tree');
    await screen.findByTestId('screen-dept-105');
    // folded: the button says the whole scope applies and controls the panel, which shows only from `md` up
    expect(toggle().textContent).toBe('Organization: All my organizations');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-controls')).toBe(panel().id);
    expect(panel().getAttribute('data-state')).toBe('closed');
    expect(getComputedStyle(panel()).display).toBe('none');

    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(panel().getAttribute('data-state')).toBe('open');
    expect(getComputedStyle(panel()).display).toBe('flex');
    // expanding a branch or filtering keeps it open
    fireEvent.click(screen.getAllByRole('button', { name: 'Collapse' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');

    // a pick folds it and names the organization
    fireEvent.click(screen.getByTestId('screen-dept-105'));
    expect(picked()).toBe('105 subtree');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(panel().getAttribute('data-state')).toBe('closed');
    expect(toggle().textContent).toBe('Organization: Clinic');

    // unfolded again, "all" goes back to the whole scope and folds it
    fireEvent.click(toggle());
    fireEvent.click(screen.getByTestId('screen-dept-all'));
    expect(picked()).toBe('all subtree');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().textContent).toBe('Organization: All my organizations');
  });

  it('says why the organizations could not be loaded, translated', async () => {
    renderPanel({ load: async () => Promise.reject(new ApiError(403, 'common.forbidden', 'x')) });
    expect(await screen.findByText('You do not have permission for this operation')).toBeTruthy();
    expect(screen.queryByRole('tree')).toBeNull();
  });

  it('finds an organization anywhere in the tree', () => {
    expect(findOrg(TREE, 106)?.label).toBe('Clinic annex');
    expect(findOrg(TREE, 999)).toBeUndefined();
    expect(findOrg(TREE, undefined)).toBeUndefined();
  });
});
