import { beforeEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { COOKIES } from '@aed/shared/constants/limits';
import { getPasswordStatus, handleUnauthorized, reloginStore, safeRedirect, setPasswordStatus } from './session';
import { getToken, setToken } from './api-client';

describe('session', () => {
  beforeEach(() => {
    Object.values(COOKIES).forEach((c) => Cookies.remove(c));
    reloginStore.set({ open: false });
  });

  it('a 401 with a token drops the token and opens the re-login prompt', () => {
    setToken('t');
    setPasswordStatus(3);
    handleUnauthorized();
    expect(getToken()).toBeUndefined();
    expect(getPasswordStatus()).toBe(0);
    expect(reloginStore.get().open).toBe(true);
  });

  it('keeps only in-app redirect targets', () => {
    expect(safeRedirect('/system/config?x=1')).toBe('/system/config?x=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/login?redirect=/a')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });
});
