import { beforeEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { COOKIES } from '@aed/shared/constants/limits';
import { clearCachesAfterLogout, getPasswordStatus, handleUnauthorized, reloginStore, safeRedirect, setPasswordStatus } from './session';
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

  it('after a logout keeps the queries the login page watches working, and drops the rest', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['user', 'page'], ['a row of the previous user']);
    // The login page's captcha: mounted, its first fetch still in flight when the cache is cleared.
    let answer = 0;
    let release!: () => void;
    const captcha = new QueryObserver(queryClient, {
      queryKey: ['captcha'],
      queryFn: () => new Promise<number>((resolve) => (release = () => resolve(++answer))),
      gcTime: 0,
    });
    const seen: (number | undefined)[] = [];
    const unsubscribe = captcha.subscribe((result) => seen.push(result.data));
    await Promise.resolve();

    clearCachesAfterLogout(queryClient);
    release();
    await expect.poll(() => captcha.getCurrentResult().data).toBe(1);
    // A click on the image refetches, and the new captcha reaches the page.
    const again = captcha.refetch();
    release();
    await again;
    expect(captcha.getCurrentResult().data).toBe(2);
    expect(seen).toContain(2);
    expect(queryClient.getQueryData(['user', 'page'])).toBeUndefined();
    unsubscribe();
    queryClient.clear();
  });
});
