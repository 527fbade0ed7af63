import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { createAppSystem } from '../../lib/theme';
import { MonthField } from './month-field';

/** Issue 14, languages: the job log's month shows in the app language, not the browser's native month box. */
const system = createAppSystem('medium');

function Harness({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState('2026-03');
  return (
    <MonthField
      testId="month"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

const renderField = (onValue = vi.fn()) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <Harness onValue={onValue} />
      </ChakraProvider>
    </I18nextProvider>,
  );

const shownMonth = () => {
  const select = screen.getByTestId('month') as HTMLSelectElement;
  return select.options[select.selectedIndex]!.text;
};

describe('MonthField', () => {
  it('names the months in the app language and gives yyyy-mm', async () => {
    const onValue = vi.fn();
    renderField(onValue);
    expect(shownMonth()).toBe('March');
    await act(() => i18n.changeLanguage('fr'));
    expect(shownMonth()).toBe('mars');
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(shownMonth()).toBe('3月');
    fireEvent.change(screen.getByTestId('month'), { target: { value: '11' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-11');
    fireEvent.change(screen.getByTestId('month-year'), { target: { value: String(new Date().getFullYear() - 1) } });
    expect(onValue).toHaveBeenLastCalledWith(`${new Date().getFullYear() - 1}-11`);
    expect((screen.getByTestId('month') as HTMLSelectElement).type).toBe('select-one');
  });
});
