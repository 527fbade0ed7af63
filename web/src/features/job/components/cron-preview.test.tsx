import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createAppSystem } from '../../../lib/theme';
import { i18n } from '../../../lib/i18n';
import { CronPreview } from './cron-preview';

/** What the server previews for `0 0 12 ? * 2-6` from Thursday 1 January 2026. */
const MONDAY_TO_FRIDAY = ['2026-01-01T12:00:00.000Z', '2026-01-02T12:00:00.000Z', '2026-01-05T12:00:00.000Z', '2026-01-06T12:00:00.000Z', '2026-01-07T12:00:00.000Z'];

function renderPreview() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: MONDAY_TO_FRIDAY }), { headers: { 'Content-Type': 'application/json' } })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={createAppSystem('medium')}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <CronPreview cronExpression="0 0 12 ? * 2-6" />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

const shown = async () => {
  await waitFor(() => expect(screen.getAllByTestId('job-cron-preview-time')).toHaveLength(5));
  return screen.getAllByTestId('job-cron-preview-time').map((item) => item.textContent ?? '');
};

describe('CronPreview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the weekday of every run, in UTC as the expression reads', async () => {
    renderPreview();
    const times = await shown();
    expect(times.map((text) => text.split(' ')[0])).toEqual(['Thursday', 'Friday', 'Monday', 'Tuesday', 'Wednesday']);
    expect(times[2]).toMatch(/^Monday 2026-01-05 12:00:00 UTC/);
  });

  it.each([
    ['fr', 'lundi'],
    ['zh-CN', '星期一'],
    ['zh-TW', '星期一'],
  ])('in the UI language (%s)', async (language, monday) => {
    await i18n.changeLanguage(language);
    renderPreview();
    expect((await shown())[2]).toMatch(new RegExp(`^${monday} 2026-01-05 12:00:00 UTC`));
  });
});
