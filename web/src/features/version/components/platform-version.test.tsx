import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatDateTime } from '../../../lib/format';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { AboutDialog } from './about-dialog';
import { PlatformVersionText } from '../../../components/ui/platform-version';

const VERSION_PATH = '/upms/system/emcpSysVersion/getVersion';
const BUILT = '2026-11-30T08:15:00.000Z';

function renderBoth(onClose = () => {}) {
  return renderWithApp(
    [
      {
        path: '/',
        component: () => (
          <>
            <PlatformVersionText testId="footer-version" />
            <AboutDialog open onClose={onClose} />
          </>
        ),
      },
    ],
    { at: '/' },
  );
}

describe('platform version', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the version and build time in the footer line and in About, from one call', async () => {
    const calls = mockApi((_m, path) => (path === VERSION_PATH ? ok({ version: '1.2.3', buildTime: BUILT }) : { status: 404, body: { code: 404 } }));
    const onClose = vi.fn();
    renderBoth(onClose);
    expect((await screen.findByTestId('footer-version')).textContent).toBe(`Version 1.2.3 · built ${formatDateTime(BUILT)}`);
    expect((await screen.findByTestId('about-version')).textContent).toBe('1.2.3');
    expect(screen.getByTestId('about-build-time').textContent).toBe(formatDateTime(BUILT));
    expect(calls.filter((c) => c.path === VERSION_PATH)).toHaveLength(1);
    fireEvent.click(screen.getByTestId('about-close'));
    expect(onClose).toHaveBeenCalled();
  });

  it('says when the build time was not recorded', async () => {
    mockApi(() => ok({ version: '1.2.3', buildTime: null }));
    renderBoth();
    expect((await screen.findByTestId('footer-version')).textContent).toBe('Version 1.2.3');
    expect((await screen.findByTestId('about-build-time')).textContent).toBe('Not recorded');
  });

  it('shows a translated error in About and no footer line when the call fails', async () => {
    mockApi(() => ({ status: 500, body: { code: 500, msg: 'x', errorCode: 'common.internal' } }));
    renderBoth();
    expect((await screen.findByTestId('about-error')).textContent).toBe('Operation failed, please try again later');
    await waitFor(() => expect(screen.queryByTestId('footer-version')).toBeNull());
  });
});
