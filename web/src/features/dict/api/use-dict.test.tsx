import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { useAddDictData } from './add-dict-data';
import { DICT_STALE_MS, useDict } from '../../../api/use-dict';

function Probe() {
  const sex = useDict('sys_user_sex');
  const add = useAddDictData();
  return (
    <div>
      <span data-testid="label">{sex.label('2')}</span>
      <button onClick={() => add.mutate({ dictType: 'sys_user_sex', dictLabel: 'Secret', dictValue: '2', dictSort: 3, language: 'en', status: '0', cssClass: '', listClass: '', remark: '' })}>
        add
      </button>
    </div>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useDict', () => {
  it('fetches the values of a type in the UI language once, and refreshes them when dictionary data changes', async () => {
    let label = 'Confidential';
    const calls = mockApi((method) =>
      method === 'POST' ? ok({}) : ok([{ dictCode: 9, dictType: 'sys_user_sex', dictValue: '2', dictLabel: label, dictSort: 3, language: 'en', status: '0', listClass: '' }]),
    );
    renderWithApp([{ path: '/', component: Probe }], { at: '/' });
    await waitFor(() => expect(screen.getByTestId('label').textContent).toBe('Confidential'));
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.path)).toEqual(['/upms/system/dict/data/dictType/sys_user_sex?lang=en']);
    expect(DICT_STALE_MS).toBeGreaterThanOrEqual(10 * 60_000);

    label = 'Secret';
    fireEvent.click(screen.getByText('add'));
    await waitFor(() => expect(screen.getByTestId('label').textContent).toBe('Secret'));
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });
});
