import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { GetInfoResult, ProfileResult } from '@aed/shared/schemas/auth';
import { UserMenu } from '../../../components/layout/user-menu';
import { authKeys } from '../../../lib/session';
import { i18n } from '../../../lib/i18n';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { profileKeys } from '../api/get-profile';
import { ProfilePage } from './profile-page';

const user = {
  userId: 7,
  username: 'demo.viewer',
  nickName: 'Demo read-only administrator',
  avatar: '',
  userType: '00',
  email: 'demo.read-only.administrator@customer-example.com',
  phonenumber: '',
  sex: '2',
  deptId: 100,
  language: 'en' as const,
  chooseFlag: '2' as const,
};
const profile: ProfileResult = { user: { ...user, createTime: '2026-01-02T03:04:05.000Z', deptName: 'AED Cloud' }, roleGroup: 'Read-only administrator,Operator, field', roleNames: ['Read-only administrator', 'Operator, field'] };
const info: GetInfoResult = { user, roles: ['readonlyAdmin'], roleNames: ['Read-only administrator'], permissions: [], passwordStatus: 0, passwordExpiresAt: null };

/** The points where a text may wrap: the text before each <wbr> of the element. */
const breakPoints = (el: HTMLElement) => [...el.querySelectorAll('wbr')].map((wbr) => (wbr.nextSibling?.textContent ?? '').slice(0, 1));

describe('long names and addresses (issue 14, item 21)', () => {
  it('wraps the e-mail of the personal centre only between its parts, never inside a word', async () => {
    renderWithApp([{ path: '/user/profile', component: () => <ProfilePage passwordForm={null} /> }], {
      at: '/user/profile',
      seed: (qc) => qc.setQueryData(profileKeys.all, profile),
    });
    const email = await screen.findByTestId('profile-info-email');
    expect(email.textContent).toBe(user.email);
    expect(getComputedStyle(email).wordBreak).not.toBe('break-all');
    expect(breakPoints(email)).toEqual(['r', 'a', '@', 'c']);
  });

  it('lists each role by its name as the server gives it, a name holding a comma as one role', async () => {
    renderWithApp([{ path: '/user/profile', component: () => <ProfilePage passwordForm={null} /> }], {
      at: '/user/profile',
      seed: (qc) => qc.setQueryData(profileKeys.all, profile),
    });
    const roles = await screen.findByTestId('profile-info-roles');
    expect([...roles.querySelectorAll('.chakra-badge, [data-scope], span')].map((b) => b.textContent).filter(Boolean)).toEqual(
      expect.arrayContaining(['Read-only administrator', 'Operator, field']),
    );
    expect(roles.textContent).not.toContain('readonlyAdmin');
  });

  it("shows the user's whole name in the header", async () => {
    renderWithApp([{ path: '/', component: () => <UserMenu AboutDialog={() => null} /> }], { at: '/', seed: (qc) => qc.setQueryData(authKeys.info, info) });
    const name = await screen.findByTestId('navbar-user-name');
    expect(name.textContent).toBe('Demo read-only administrator');
    const style = getComputedStyle(name);
    expect(style.textOverflow).not.toBe('ellipsis');
    expect(style.maxWidth === '' || style.maxWidth === 'none').toBe(true);
  });
});

describe('saving the basic info', () => {
  afterEach(() => vi.unstubAllGlobals());

  const renderProfile = () =>
    renderWithApp([{ path: '/user/profile', component: () => <ProfilePage passwordForm={null} /> }], {
      at: '/user/profile',
      seed: (qc) => qc.setQueryData(profileKeys.all, profile),
    });

  it('keeps the language the page was switched to when the language field was left as it was', async () => {
    const calls = mockApi((method) => (method === 'PUT' ? ok() : ok(profile)));
    await i18n.changeLanguage('fr');
    renderProfile();
    fireEvent.change(await screen.findByTestId('profile-nickname'), { target: { value: 'Demo viewer' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await screen.findByText('Modification réussie');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ nickName: 'Demo viewer', language: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.language).toBe('fr');
  });

  it('switches the page to the language chosen in the language field', async () => {
    mockApi((method) => (method === 'PUT' ? ok() : ok(profile)));
    await i18n.changeLanguage('fr');
    renderProfile();
    fireEvent.change(await screen.findByTestId('profile-language'), { target: { value: 'zh-CN' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(i18n.language).toBe('zh-CN'));
  });
});
