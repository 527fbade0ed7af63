import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { GetInfoResult } from '@aed/shared/schemas/auth';
import { authKeys } from '../../../lib/session';
import { renderWithApp } from '../../../test/render';
import { HomePage } from './home-page';

const info: GetInfoResult = {
  user: { userId: 1, username: 'admin', nickName: 'Admin', avatar: '', userType: '00', email: '', phonenumber: '', sex: '2', deptId: 100, language: 'en', chooseFlag: '2' },
  roles: ['admin', 'fieldTech'],
  roleNames: ['Super administrateur système', 'Technicien terrain'],
  permissions: [],
  passwordStatus: 0,
  passwordExpiresAt: null,
};

describe('HomePage', () => {
  it('shows the roles by their names in the viewer language as the server gives them, never their codes', async () => {
    renderWithApp([{ path: '/', component: () => <HomePage /> }], { at: '/', seed: (qc) => qc.setQueryData(authKeys.info, info) });
    const roles = await screen.findByTestId('home-roles');
    expect([...roles.children].map((badge) => badge.textContent)).toEqual(['Super administrateur système', 'Technicien terrain']);
    expect(roles.textContent).not.toContain('fieldTech');
  });
});
