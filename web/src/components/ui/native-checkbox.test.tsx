import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { NativeCheckbox } from './native-checkbox';

function Box() {
  const [checked, setChecked] = useState(false);
  return (
    <NativeCheckbox data-testid="box" checked={checked} onCheckedChange={setChecked}>
      Remember me
    </NativeCheckbox>
  );
}

describe('NativeCheckbox', () => {
  it('is a labelled native checkbox that a click on its label ticks and unticks, drawing the checkmark', async () => {
    renderWithApp([{ path: '/', component: () => <Box /> }], { at: '/' });
    const root = await screen.findByTestId('box');
    const input = screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
    const mark = root.querySelector('svg')!;
    expect(input.checked).toBe(false);
    expect(mark.getAttribute('data-state')).toBe('unchecked');

    fireEvent.click(root);
    expect(input.checked).toBe(true);
    expect(mark.getAttribute('data-state')).toBe('checked');
    expect(mark.querySelector('polyline')).not.toBeNull();

    fireEvent.click(screen.getByText('Remember me'));
    expect(input.checked).toBe(false);
    expect(root.getAttribute('data-state')).toBe('unchecked');
  });
});
