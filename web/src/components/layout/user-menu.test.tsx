import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { GetInfoResult } from '@aed/shared/schemas/auth';
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
