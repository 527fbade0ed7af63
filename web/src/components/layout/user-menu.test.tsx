import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { GetInfoResult } from '@aed/shared/schemas/auth';
import { appSettings, setDevice } from '../../lib/app-settings';
import { changeLanguage, i18n } from '../../lib/i18n';
import { authKeys } from '../../lib/session';
import { renderWithApp } from '../../test/render';
import { UserMenu } from './user-menu';

const user = { userId: 7, username: 'demo.viewer', nickName: 'Demo read-only administrator', avatar: '', userType: '00', email: '', phonenumber: '', sex: '2', deptId: 100, language: 'en' as const, chooseFlag: '2' as const };
const info: GetInfoResult = { user, roles: ['readonlyAdmin'], roleNames: ['Read-only administrator'], permissions: [], passwordStatus: 0, passwordExpiresAt: null };

describe('UserMenu trigger', () => {
  it("draws the user's initials in Chakra's small avatar when the user has no picture", async () => {
    renderWithApp([{ path: '/', component: () => <UserMenu AboutDialog={() => null} /> }], { at: '/', seed: (qc) => qc.setQueryData(authKeys.info, info) });
    const trigger = await screen.findByTestId('navbar-user-menu');
    // The first letters of the first and last words, as Chakra's Avatar.Fallback gives them (shown upper case).
    expect(trigger.textContent).toContain('Da');
    expect(screen.queryByTestId('navbar-avatar')).toBeNull();
    // Styled by the avatar recipe (emotion's class), not left bare.
    expect((trigger.firstElementChild as HTMLElement).className).toMatch(/css-/);
  });
});

describe('UserMenu languages', () => {
  const device = appSettings.get().device;
  afterEach(async () => {
    act(() => setDevice(device));
    await act(() => changeLanguage('en'));
  });
  const renderMenu = () => renderWithApp([{ path: '/', component: () => <UserMenu AboutDialog={() => null} /> }], { at: '/', seed: (qc) => qc.setQueryData(authKeys.info, info) });

  it('offers the languages on a phone, where the navbar has no language select, and switches the UI language', async () => {
    act(() => setDevice('mobile'));
    renderMenu();
    fireEvent.click(await screen.findByTestId('navbar-user-menu'));
    await screen.findByTestId('navbar-user-menu-list');
    expect((await screen.findByTestId('navbar-lang-en')).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('navbar-lang-fr').textContent).toContain('Français');
    fireEvent.click(screen.getByTestId('navbar-lang-fr'));
    await waitFor(() => expect(i18n.language).toBe('fr'));
    fireEvent.click(await screen.findByTestId('navbar-user-menu'));
    expect((await screen.findByTestId('navbar-lang-fr')).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('navbar-profile').textContent).toBe('Espace personnel');
  });

  it('leaves the languages to the navbar select on the desktop', async () => {
    act(() => setDevice('desktop'));
    renderMenu();
    fireEvent.click(await screen.findByTestId('navbar-user-menu'));
    await screen.findByTestId('navbar-profile');
    expect(screen.queryByTestId('navbar-lang-fr')).toBeNull();
  });
});
