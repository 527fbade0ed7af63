import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { i18n } from '../../lib/i18n';
import { createAppSystem } from '../../lib/theme';
import { setSettingsOpen } from '../../lib/app-settings';
import { SettingsDrawer } from '../layout/settings-drawer';
import { TaskProgress } from './task-progress';
import { Toaster, notifyError } from './toaster';

/**
 * Shared widgets whose Chakra parts come with English accessible names ("Close", "Dismiss notification",
 * "loading...") say them in the reader's language.
 */
const system = createAppSystem('medium');
const wrap = (ui: ReactNode) =>
  render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </ChakraProvider>,
  );

afterEach(async () => {
  act(() => setSettingsOpen(false));
  await i18n.changeLanguage('en');
});

describe('accessible names of shared widgets in zh-TW', () => {
  it("names a closable toast's close button", async () => {
    await i18n.changeLanguage('zh-TW');
    wrap(<Toaster />);
    act(() => {
      notifyError('儲存失敗');
    });
    const toast = await screen.findByTestId('toast-error');
    expect(within(toast).getByRole('button', { name: '關閉' })).toBeTruthy();
  });

  it("names the background task's progress bar by what it is doing", async () => {
    await i18n.changeLanguage('zh-TW');
    wrap(<TaskProgress task={null} testId="task" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe(i18n.t('common:task.starting'));
  });

  it("names the layout settings drawer's close button", async () => {
    await i18n.changeLanguage('zh-TW');
    wrap(<SettingsDrawer />);
    act(() => setSettingsOpen(true));
    await waitFor(() => expect(screen.getByRole('button', { name: '關閉' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
